// Assertions on what the page shows after an action: React renders a moment after the event, so reading the DOM
// once right after a click races it. `eventually(read).toBe(x)` reads until it matches or 5 s pass, then asserts.
const TIMEOUT_MS = 5000;
const INTERVAL_MS = 50;

type Matcher =
  'toBe' | 'toEqual' | 'toContain' | 'toBeCloseTo' | 'toMatch' | 'toBeGreaterThan' | 'toBeGreaterThanOrEqual' | 'toBeLessThan' | 'toBeLessThanOrEqual';

function matches<T>(actual: T, matcher: Matcher, args: unknown[]): boolean {
  try {
    (expect(actual) as unknown as Record<Matcher, (...a: unknown[]) => void>)[matcher](...args);
    return true;
  } catch {
    return false;
  }
}

export function eventually<T>(read: () => Promise<T>): Record<Matcher, (...args: unknown[]) => Promise<void>> {
  const settle =
    (matcher: Matcher) =>
    async (...args: unknown[]) => {
      const deadline = Date.now() + TIMEOUT_MS;
      let actual = await read();
      while (!matches(actual, matcher, args) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, INTERVAL_MS));
        actual = await read();
      }
      (expect(actual) as unknown as Record<Matcher, (...a: unknown[]) => void>)[matcher](...args);
    };
  const matchers: Matcher[] = [
    'toBe',
    'toEqual',
    'toContain',
    'toBeCloseTo',
    'toMatch',
    'toBeGreaterThan',
    'toBeGreaterThanOrEqual',
    'toBeLessThan',
    'toBeLessThanOrEqual',
  ];
  return Object.fromEntries(matchers.map((m) => [m, settle(m)])) as Record<Matcher, (...args: unknown[]) => Promise<void>>;
}
