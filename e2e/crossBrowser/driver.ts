// The little a shopper's journey needs from a browser, so the journeys (journeys.ts) are written once and run in
// browsers Playwright cannot drive: Firefox ESR over WebDriver BiDi (firefox.ts) and WebKitGTK over W3C WebDriver
// (webkit.ts). Elements are found as a shopper finds them, by role and name or by visible text (see findElement.ts).

/** An element on the page: by role and accessible name, by visible text, or by CSS selector, optionally inside another. */
export interface Target {
  role?: string;
  /** The accessible name: the exact text, or a pattern it matches. */
  name?: string | RegExp;
  /** Visible text: the exact text of the innermost element holding it, or a pattern it matches. */
  text?: string | RegExp;
  css?: string;
  /** Which of the matching visible elements, in document order (0 unless given). */
  nth?: number;
  within?: Target;
}

export interface BrowserDriver {
  /**
   * Loads `path` of the store and resolves once the page is interactive (the shell has hydrated it), or with
   * `waitForScripts: false` while its remotes and API answers are still on their way (Firefox: once the HTML is parsed;
   * WebKit: at the load event, the soonest its driver answers).
   */
  goto(path: string, options?: { waitForScripts?: boolean }): Promise<void>;
  /** Resolves once the page is interactive: after a click that loads another page. */
  waitForPageReady(): Promise<void>;
  /** Clicks the target as a shopper does (scrolled into view, a real pointer click), once it is visible. */
  click(target: Target): Promise<void>;
  /** Types `value` into the text field labelled `label`, replacing what it held. */
  fill(label: string, value: string): Promise<void>;
  /** Chooses the option of value `value` in the select labelled `label`. */
  select(label: string, value: string): Promise<void>;
  /** Resolves once the target is visible; fails after the driver's wait. */
  waitFor(target: Target): Promise<void>;
  /** Resolves once no element matches the target; fails after the driver's wait. */
  waitForNone(target: Target): Promise<void>;
  /** The rendered text of the target, once it is visible. */
  text(target: Target): Promise<string>;
  /** The value of the target's attribute, once it is visible. */
  attribute(target: Target, name: string): Promise<string | null>;
  /** The page's URL. */
  url(): Promise<string>;
  /** Resolves once the page's URL matches `pattern`; fails after the driver's wait. */
  waitForUrl(pattern: RegExp): Promise<void>;
  /** Resizes the page's viewport. */
  setViewport(width: number, height: number): Promise<void>;
  /** Every error the page logged (console.error) or threw uncaught so far, in order. */
  consoleErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** Opens a fresh browser session (no cookies, no storage) against the store at `baseUrl`. */
export type OpenDriver = (baseUrl: string) => Promise<BrowserDriver>;

/** A browser started for the run: each journey opens a fresh session of it. */
export interface LaunchedBrowser {
  name: string;
  version: string;
  open: OpenDriver;
  close(): Promise<void>;
}

/** The desktop window every session starts with (the Playwright journeys' size); the phone journey sets its own. */
export const DESKTOP = { width: 1280, height: 900 } as const;

/** How long a wait lasts before it fails. */
export const WAIT_MS = 15_000;

/** Polls `check` until it returns a value other than undefined, or fails with `what` after `timeoutMs`. */
export async function waitUntil<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      // A page that is navigating has no document to look in for a moment.
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${cause}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Resolves once `box` reads the same twice, 50 ms apart: a dialog sliding or fading in moves its buttons, and a click
 * aimed at where one was misses it.
 */
export async function waitUntilStill(what: string, box: () => Promise<Box | null>): Promise<void> {
  const same = (a: Box | null, b: Box | null) => !!a && !!b && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
  await waitUntil(`${what} to stop moving`, async () => {
    const before = await box();
    await new Promise((resolve) => setTimeout(resolve, 50));
    return same(before, await box()) ? true : undefined;
  });
}

/** A target in words, for failure messages. */
export function describeTarget(target: Target): string {
  const parts = [
    target.role && `role ${target.role}`,
    target.name !== undefined && `name ${String(target.name)}`,
    target.text !== undefined && `text ${String(target.text)}`,
    target.css && `css ${target.css}`,
    target.nth && `#${target.nth}`,
  ].filter(Boolean);
  return `${parts.join(', ')}${target.within ? ` in (${describeTarget(target.within)})` : ''}`;
}
