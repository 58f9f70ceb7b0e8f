// The scripts a page starts with are compiled as they stream in, off the main thread: each large one begins with V8's
// compile hint (webpack/compileHints.js, decision 0028), in every app's build, as the browser receives it.
import type { Response } from '@playwright/test';
import { expect, test } from './support/fixtures';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const STREAMED_SIZE = 20 * 1024;
/** The largest script a page may start with: above React DOM's chunk (about 230 KB), below one chunk of every library (decision 0032). */
const LARGEST_SCRIPT = 256 * 1024;

test('every large script of the store and a product page starts with the compile hint; small ones do not', async ({ page, url }) => {
  // Each page's scripts are read before the next page is opened: a body still arriving when the page navigates away
  // can no longer be read. Each goto resolves once the page is hydrated (support/fixtures.ts). The catalogue remote's
  // chunks are small since the store stopped filtering the whole catalogue in the browser; the rule holds
  // for whichever are large.
  const scripts: [string, string][] = [];
  for (const path of ['/store', '/product-detail/341']) {
    const bodies: Promise<[string, string]>[] = [];
    const read = (response: Response) => {
      if (response.request().resourceType() === 'script' && response.ok())
        bodies.push(response.text().then((text) => [new URL(response.url()).pathname, text]));
    };
    page.on('response', read);
    await page.goto(url(path));
    await page.waitForLoadState('networkidle');
    page.off('response', read);
    scripts.push(...(await Promise.all(bodies)));
  }
  const large = scripts.filter(([, text]) => text.length >= STREAMED_SIZE + COMPILE_HINT.length);
  // The shell's libraries and entry at least; the catalogue remote's chunks were read too.
  expect(large.map(([path]) => path)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/lib\./), expect.stringMatching(/^\/lib-react\./)]));
  expect(scripts.some(([path]) => path.startsWith('/mf/catalog/'))).toBe(true);
  // Decision 0032: the browser finishes each script's compilation in one main-thread task, so none is very large.
  expect(scripts.filter(([, text]) => text.length > LARGEST_SCRIPT).map(([path, text]) => `${path} ${text.length}`)).toEqual([]);
  expect(large.filter(([, text]) => !text.startsWith(COMPILE_HINT)).map(([path]) => path)).toEqual([]);
  const small = scripts.filter(([, text]) => text.length < STREAMED_SIZE);
  expect(small.filter(([, text]) => text.startsWith(COMPILE_HINT)).map(([path]) => path)).toEqual([]);
});

// Decision 0031: the federation runtime resolves each shared module in a task of its own, in the shell and in every
// remote's container (a remote's consumes go through its own runtime instance).
test('the federation runtime gives the main thread back before each shared module it resolves', async ({ page, url }) => {
  await page.goto(url('/store'));
  const plugins = await page.evaluate(() => {
    type Instance = { name: string; options: { plugins: { name: string }[] } };
    const instances = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__.__INSTANCES__;
    return instances.map((instance) => [instance.name, instance.options.plugins.map((plugin) => plugin.name)] as const);
  });
  expect(plugins.length).toBeGreaterThan(0);
  for (const [, names] of plugins) expect(names).toContain('storefront-yield-before-share-loads');
});

// Decision 0040: RTK Query (bundled into @storefront/shared) is evaluated a start-up step ahead of @storefront/shared,
// whose evaluation creates the store. Counted in timer turns: no timer callback runs inside a task, and every step
// ends by waiting for one, so two things done in one task see the same count.
test('RTK Query is evaluated in a task before the one that creates the store', async ({ page, url }) => {
  await page.addInitScript(() => {
    const seen = { timerTurns: 0, rtkQuery: -1, store: -1 };
    (window as unknown as { __startupOrder: typeof seen }).__startupOrder = seen;
    const originalSetTimeout = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
      originalSetTimeout(
        typeof handler === 'function'
          ? (...args: unknown[]) => {
              seen.timerTurns += 1;
              return (handler as (...a: unknown[]) => unknown)(...args);
            }
          : handler,
        timeout,
        ...rest,
      )) as typeof window.setTimeout;
    // RTK Query's module creates this error once, when it is evaluated.
    const noteRtkQuery = (message: unknown) => {
      if (message === 'Promise never resolved before cacheEntryRemoved.' && seen.rtkQuery < 0) seen.rtkQuery = seen.timerTurns;
    };
    window.Error = new Proxy(window.Error, {
      apply: (target, self, args) => (noteRtkQuery(args[0]), Reflect.apply(target, self, args)),
      construct: (target, args, newTarget) => (noteRtkQuery(args[0]), Reflect.construct(target, args, newTarget)),
    });
    // The store, when created, restores the cart it persisted (shared/src/persistence/restoreState.ts).
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (key === 'cart' && seen.store < 0) seen.store = seen.timerTurns;
      return getItem.call(this, key);
    };
  });
  await page.goto(url('/'));
  const order = await page.evaluate(() => (window as unknown as { __startupOrder: { rtkQuery: number; store: number } }).__startupOrder);
  expect(order.rtkQuery).toBeGreaterThanOrEqual(0);
  expect(order.store).toBeGreaterThan(order.rtkQuery);
});

// Decision 0041: evaluating the shell's entry script only sets up webpack's runtime; the federation runtime (its
// modules and init) and the entry module run in a later task. A script's load event is fired in the task that ran it.
test("the shell's entry script starts the federation runtime in a task after the one that evaluates it", async ({ page, url }) => {
  await page.addInitScript(() => {
    const seen: { federationAtLoad?: boolean } = {};
    (window as unknown as { __entryScript: typeof seen }).__entryScript = seen;
    document.addEventListener(
      'load',
      (event) => {
        const script = event.target;
        if (script instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(script.src)) seen.federationAtLoad = '__FEDERATION__' in globalThis;
      },
      true,
    );
  });
  await page.goto(url('/'));
  const seen = await page.evaluate(() => ({
    ...(window as unknown as { __entryScript: { federationAtLoad?: boolean } }).__entryScript,
    federationNow: '__FEDERATION__' in globalThis,
  }));
  expect(seen).toEqual({ federationAtLoad: false, federationNow: true });
});
