// A team deploys its remote into a running store and rolls it back, with no restart: a fresh browser, a returning
// browser (warm HTTP cache) and a tab left open all keep a working store, for a browser-rendered remote (cart) and a
// server-rendered one (content). (The contract gate's refusals are tested in tools/release/src/releaseCommands.test.ts.)
import type { BrowserContext, Page } from '@playwright/test';
import { expect, onlyWithTheRunsOwnStore, test } from './support/fixtures';
import { editedRemoteCopy, runReleaseCommand } from './support/releaseCommands';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStore } = require('../scripts/storeProcess.cjs') as typeof import('../scripts/storeProcess.cjs');

test.describe('team releases', () => {
  onlyWithTheRunsOwnStore('test builds remotes and starts a store of its own to deploy them into');
  // Each test builds a remote (webpack) and deploys and rolls it back.
  test.describe.configure({ timeout: 300_000 });

  let store: Awaited<ReturnType<typeof startStore>>;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    store = await startStore({ stdio: 'ignore' });
  });
  test.afterAll(async () => {
    await store?.stop();
  });

  const url = (p: string) => `${store.baseUrl}${p}`;

  async function servedRelease(remote: string): Promise<string | undefined> {
    const json = (await (await fetch(url('/remotes.json'))).json()) as { remotes: { name: string; release?: string }[] };
    return json.remotes.find((r) => r.name === remote)?.release;
  }

  async function heading(page: Page): Promise<string> {
    const h1 = page.locator('main h1, [data-boundary] h1').first();
    await expect(h1).toBeVisible();
    return h1.innerText();
  }

  /** A page that records uncaught errors and console errors (hydration mismatches are reported there). */
  async function watchedPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    return { page, problems };
  }

  test('deploy and rollback of the cart: fresh, returning and open tabs all work; the heading follows the live release', async ({ browser }) => {
    const copy = editedRemoteCopy('cart', 'src/screens/cart/CartPage.tsx', '>Shopping Cart</h1>', '>Your Cart, Redeployed</h1>');
    try {
      const returning = await browser.newContext();
      const openTab = await browser.newContext();
      try {
        const warm = await watchedPage(returning);
        await warm.page.goto(url('/cart'));
        expect(await heading(warm.page)).toBe('Shopping Cart');
        const open = await watchedPage(openTab);
        await open.page.goto(url('/wish-list'));
        await expect(open.page.locator('[data-boundary="cart"]').first()).toBeVisible();

        const deployed = await runReleaseCommand('deploy', copy.dir, store);
        expect(deployed.output).toMatch(/release \S+ is live/);
        expect(deployed.status).toBe(0);
        const release = await servedRelease('cart');
        expect(release).toMatch(/^\d{8}T\d{6}\.\d{3}Z-[0-9a-f]{8}$/);
        expect(deployed.output).toContain(`release ${release} is live`);

        const fresh = await browser.newContext();
        const freshPage = await watchedPage(fresh);
        await freshPage.page.goto(url('/cart'));
        expect(await heading(freshPage.page)).toBe('Your Cart, Redeployed');
        await fresh.close();

        await warm.page.reload();
        expect(await heading(warm.page)).toBe('Your Cart, Redeployed');

        // The open tab loaded the cart before the deploy: it keeps that release's chunks and still works.
        await open.page.getByRole('link', { name: /cart/i }).first().click();
        await open.page.waitForURL(/\/cart$/);
        expect(['Shopping Cart', 'Your Cart, Redeployed']).toContain(await heading(open.page));

        const rolledBack = await runReleaseCommand('rollback', copy.dir, store);
        expect(rolledBack.status).toBe(0);
        expect(await servedRelease('cart')).not.toBe(release);
        expect(rolledBack.output).toContain(`(was ${release})`);

        const afterRollback = await browser.newContext();
        const rollbackPage = await watchedPage(afterRollback);
        await rollbackPage.page.goto(url('/cart'));
        expect(await heading(rollbackPage.page)).toBe('Shopping Cart');
        await afterRollback.close();
        await warm.page.reload();
        expect(await heading(warm.page)).toBe('Shopping Cart');
        await open.page.goto(url('/wish-list'));
        await open.page.getByRole('link', { name: /cart/i }).first().click();
        await open.page.waitForURL(/\/cart$/);
        expect(await heading(open.page)).toBe('Shopping Cart');

        expect([...warm.problems, ...open.problems, ...freshPage.problems, ...rollbackPage.problems]).toEqual([]);
      } finally {
        await Promise.all([returning.close(), openTab.close()]);
      }
    } finally {
      copy.remove();
    }
  });

  test('deploy of the server-rendered content remote: the server HTML and the hydrated page show the new release, without a hydration error', async ({
    browser,
  }) => {
    const copy = editedRemoteCopy('content', 'src/screens/about/AboutPage.tsx', '<h1>About Our Store</h1>', '<h1>About Our Redeployed Store</h1>');
    try {
      const deployed = await runReleaseCommand('deploy', copy.dir, store);
      expect(deployed.status).toBe(0);
      const html = await (await fetch(url('/about'), { headers: { accept: 'text/html' } })).text();
      expect(html).toContain('About Our Redeployed Store');

      const context = await browser.newContext();
      const { page, problems } = await watchedPage(context);
      await page.goto(url('/about'));
      await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true');
      expect(await heading(page)).toBe('About Our Redeployed Store');
      expect(problems).toEqual([]);
      await context.close();

      expect((await runReleaseCommand('rollback', copy.dir, store)).status).toBe(0);
      const back = await (await fetch(url('/about'), { headers: { accept: 'text/html' } })).text();
      expect(back).toContain('<h1>About Our Store</h1>');
    } finally {
      copy.remove();
    }
  });
});
