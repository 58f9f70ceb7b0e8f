// `npm run test:browsers`: the core journeys (journeys.ts) in Firefox ESR and WebKitGTK against one store this run
// builds and starts (support/journeyStore.ts). `--browser firefox` or `--browser webkit` runs one browser; `-g <text>`
// the journeys whose name contains it. Each journey runs in a fresh browser session, within a bounded time, and fails
// if its pages logged or threw an error. Ends with "N passed, N failed" and, when CROSS_BROWSER_REPORT names a file,
// writes the counts there as JSON (scripts/test.mjs reads them).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { BrowserDriver, LaunchedBrowser } from './driver';
import { launchFirefox } from './firefox';
import { JOURNEYS, type Journey } from './journeys';
import { launchWebKit } from './webkit';
import { startJourneyStore } from '../support/journeyStore';

const BROWSERS: Record<string, () => Promise<LaunchedBrowser>> = { firefox: launchFirefox, webkit: launchWebKit };
/** A journey that has not finished by then fails, and its browser session is closed. */
const JOURNEY_TIMEOUT_MS = 120_000;

const { values } = parseArgs({ options: { browser: { type: 'string', multiple: true }, grep: { type: 'string', short: 'g' } } });
const browsers = values.browser ?? Object.keys(BROWSERS);
for (const name of browsers) if (!BROWSERS[name]) throw new Error(`unknown browser ${name}: one of ${Object.keys(BROWSERS).join(', ')}`);
const journeys = JOURNEYS.filter((journey) => !values.grep || journey.name.includes(values.grep));

const counts = { passed: 0, failed: 0, skipped: 0 };
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const message = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

function withinTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the journey did not finish within ${ms / 1000} s (${onTimeout()})`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The driver, noting each step it is asked for: a step that never returns is named when the journey times out. */
function noteSteps(driver: BrowserDriver, note: (step: string) => void): BrowserDriver {
  const shown = (arg: unknown) => JSON.stringify(arg, (_key, value: unknown) => (value instanceof RegExp ? String(value) : value));
  return new Proxy(driver, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        note(`${String(key)}(${args.map(shown).join(', ')})`);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

async function runJourney(browser: LaunchedBrowser, journey: Journey, baseUrl: string): Promise<void> {
  const started = Date.now();
  let driver: BrowserDriver | undefined;
  let step = 'opening the browser session';
  try {
    await withinTimeout(
      (async () => {
        driver = noteSteps(await browser.open(baseUrl), (next) => (step = next));
        await journey.run(driver);
        const errors = await driver.consoleErrors();
        if (errors.length) throw new Error(`the pages logged or threw errors:\n  ${errors.join('\n  ')}`);
      })(),
      JOURNEY_TIMEOUT_MS,
      () => {
        const stuck = `stuck in ${step}`;
        void driver?.close().catch(() => {});
        return stuck;
      },
    );
    counts.passed += 1;
    console.log(`  ✓ ${browser.name} › ${journey.name} (${seconds(started)})`);
  } catch (error) {
    counts.failed += 1;
    console.log(`  ✘ ${browser.name} › ${journey.name} (${seconds(started)})\n    ${message(error).replace(/\n/g, '\n    ')}`);
  } finally {
    await driver?.close().catch(() => {});
  }
}

/** What is running now (the store, a browser), stopped in reverse order also when the run is interrupted. */
const running: (() => Promise<void>)[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping the browsers and the store`);
    void (async () => {
      for (const stop of running.reverse()) await stop().catch(() => {});
      process.exit(1);
    })();
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  const store = await startJourneyStore();
  running.push(() => store.stop());
  try {
    for (const name of browsers) {
      let browser: LaunchedBrowser;
      try {
        browser = await BROWSERS[name]!();
      } catch (error) {
        counts.failed += journeys.length;
        console.log(`✘ ${name} could not be started, its ${journeys.length} journeys fail:\n  ${message(error)}`);
        continue;
      }
      console.log(`${name} ${browser.version}`);
      running.push(() => browser.close());
      try {
        for (const journey of journeys) await runJourney(browser, journey, store.baseUrl);
      } finally {
        running.pop();
        await browser.close();
      }
    }
  } finally {
    await store.stop();
  }
  console.log(`\ncross-browser journeys in ${seconds(started)}`);
}

main()
  .catch((error: unknown) => {
    counts.failed += 1;
    console.error(message(error));
  })
  .finally(() => {
    console.log(`${counts.passed} passed, ${counts.failed} failed`);
    if (process.env.CROSS_BROWSER_REPORT) writeFileSync(process.env.CROSS_BROWSER_REPORT, JSON.stringify(counts));
    process.exitCode = counts.failed ? 1 : 0;
  });
