// Every jsdom test fails when it logs a console.error or console.warn it did not announce, so no warning goes unnoticed: a test that
// expects one says which with `expectConsoleError(/…/)`, and then fails if that message never comes.
import { format } from 'node:util';

type Level = 'error' | 'warn';

interface Expectation {
  level: Level;
  pattern: RegExp;
  /** The messages that matched, for a test that also counts them. */
  messages: string[];
}

interface Guard {
  expected: Expectation[];
  unexpected: string[];
}

// Timing notes from Redux Toolkit's development-only checks: they say a busy machine ran a reducer slowly, nothing
// about the code under test, and would make the suite flaky on a shared CI machine.
const MACHINE_SPEED_NOTES = /^(Immutable|Serializable)StateInvariantMiddleware took \d+ms, which is more than the warning threshold/;

// On the global object, so a test module loaded apart (jest.isolateModules) still reaches the one guard.
const KEY = Symbol.for('storefront.consoleGuard');
const guard = (): Guard => ((globalThis as Record<symbol, Guard>)[KEY] ??= { expected: [], unexpected: [] });

function expectConsole(level: Level, pattern: RegExp | string): readonly string[] {
  const expectation: Expectation = { level, pattern: typeof pattern === 'string' ? new RegExp(escape(pattern)) : pattern, messages: [] };
  guard().expected.push(expectation);
  return expectation.messages;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Says this test logs a console.error matching `pattern` (a RegExp, or text the message contains). The test fails if
 * none comes. Returns the matching messages as they arrive, for a test that checks how many there were.
 */
export const expectConsoleError = (pattern: RegExp | string) => expectConsole('error', pattern);

/** As `expectConsoleError`, for console.warn. */
export const expectConsoleWarn = (pattern: RegExp | string) => expectConsole('warn', pattern);

/** Installs the guard for one test file: called once by the jsdom setup (jest/setupDom.ts). */
export function failOnConsole(): void {
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      const message = format(...args);
      if (MACHINE_SPEED_NOTES.test(message)) return;
      const expectation = guard().expected.find((candidate) => candidate.level === level && candidate.pattern.test(message));
      if (expectation) expectation.messages.push(message);
      else guard().unexpected.push(`console.${level}: ${message}\n${callSite()}`);
    };
  }

  const check = (when: string) => {
    const { expected, unexpected } = guard();
    (globalThis as Record<symbol, Guard>)[KEY] = { expected: [], unexpected: [] };
    const problems = [
      ...unexpected.map((entry) => `Unexpected ${entry}${when}`),
      ...expected
        .filter((expectation) => expectation.messages.length === 0)
        .map((expectation) => `Expected a console.${expectation.level} matching ${expectation.pattern}, and none came.`),
    ];
    if (problems.length > 0) throw new Error(`${problems.join('\n\n')}\n\nA test says which console messages it expects (expectConsoleError).`);
  };
  // Before a test: what an earlier test's leftover work (a late promise, a timer) logged after that test ended.
  beforeEach(() => check('\n(logged before this test began, by work an earlier test left running)'));
  afterEach(() => check(''));
  afterAll(() => check('\n(logged after the last test of the file)'));
}

/** Where the message was logged from: the first few frames outside this file and node_modules. */
function callSite(): string {
  const frames = (new Error().stack ?? '').split('\n').filter((frame) => frame.trim().startsWith('at ') && !frame.includes('consoleGuard'));
  const ours = frames.filter((frame) => !frame.includes('node_modules'));
  return (ours.length > 0 ? ours : frames).slice(0, 5).join('\n');
}
