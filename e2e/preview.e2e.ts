// An integration tester previews a candidate cart on a production store (NODE_ENV=production: its host allow-list,
// its Content-Security-Policy, Secure cookies): `npm run preview -w mf-cart` stores the build without making it live
// and prints a signed link; the browser that opens it gets the candidate — in the server HTML, the hydrated page, its
// /remotes.json and the files it loads — and keeps it across reloads, while a fresh browser gets the live cart; a
// changed link is refused and changes nothing; /preview/leave ends it. Then cart and home journeys run against the store
// with every browser context opening the link first (E2E_PREVIEW_URL), as `npm run test:e2e` does with it.
// (The link's signature, expiry, the refusals and the cookie's pins are tested in api/test/previewLinks.test.ts.)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, onlyWithTheRunsOwnStore, test } from './support/fixtures';
import { editedRemoteCopy, runReleaseCommand } from './support/releaseCommands';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStore, root } = require('../scripts/storeProcess.cjs') as typeof import('../scripts/storeProcess.cjs');

const CANDIDATE_MARK = 'data-candidate="preview"';
/** The journeys run against the preview: a cart team's and the home page's. */
const JOURNEYS = ['e2e/cart.e2e.ts', 'e2e/home.e2e.ts'];

const cartReleasesIn = (text: string) => new Set([...text.matchAll(/\/releases\/cart\/([^/"'\s]+)\//g)].map((match) => match[1]));

test.describe('a preview link for a candidate cart', () => {
  onlyWithTheRunsOwnStore('test builds a candidate cart and starts a production store of its own to preview it in');
  test.describe.configure({ mode: 'serial' });
  test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

  let store: Awaited<ReturnType<typeof startStore>>;
  let candidateCopy: ReturnType<typeof editedRemoteCopy>;
  let link = '';
  let candidate = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    store = await startStore({
      stdio: 'ignore',
      env: { NODE_ENV: 'production', PREPARE_PICTURES: 'off', RATE_LIMIT_MAX: '100000', VITALS_RATE_LIMIT_MAX: '100000' },
    });
    candidateCopy = editedRemoteCopy(
      'cart',
      'src/screens/cart/CartPage.tsx',
      '<h1 className={styles.heading}>',
      `<h1 className={styles.heading} ${CANDIDATE_MARK}>`,
    );
  });
  test.afterAll(async () => {
    await store?.stop();
    candidateCopy?.remove();
  });

  const url = (p: string) => `${store.baseUrl}${p}`;

  /** Loads the cart page's document and answers which cart it got everywhere, checking they agree. */
  async function cartIn(page: Page): Promise<{ candidate: boolean; release: string | undefined }> {
    const requested = new Set<string>();
    const onRequest = (request: { url: () => string }) => cartReleasesIn(new URL(request.url()).pathname).forEach((id) => requested.add(id));
    page.on('request', onRequest);
    const response = await page.goto(url('/cart'));
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true');
    const heading = page.locator('[data-boundary="cart"] h1').first();
    await expect(heading).toHaveText('Shopping Cart');
    const marked = (await heading.getAttribute('data-candidate')) === 'preview';
    expect(html.includes(CANDIDATE_MARK), 'the server HTML is the same cart as the hydrated page').toBe(marked);
    const served = await page.evaluate(async () => {
      const json = (await (await fetch('/remotes.json', { cache: 'no-cache' })).json()) as { remotes: { name: string; release?: string }[] };
      return json.remotes.find((remote) => remote.name === 'cart')?.release;
    });
    page.off('request', onRequest);
    expect([...requested], 'the cart releases the page requested files of').toEqual(served ? [served] : []);
    return { candidate: marked, release: served };
  }

  async function freshPage(browser: Browser): Promise<Page> {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    // The refused link's 403 is the one error a page is expected to log, with the /favicon.ico Chromium asks for on
    // its JSON answer (a page of the store names its icons).
    const expected = (url: string) => url.includes('/preview?') || url.endsWith('/favicon.ico');
    page.on(
      'console',
      (message) => message.type() === 'error' && !expected(message.location().url) && problems.push(`${message.text()} (${message.location().url})`),
    );
    page.on('close', () => expect(problems, 'errors in the page (a blocked script, a hydration mismatch)').toEqual([]));
    return page;
  }

  test('its holder alone gets the candidate, across reloads, until it leaves the preview', async ({ browser }) => {
    test.setTimeout(360_000);
    const made = await runReleaseCommand('preview', candidateCopy.dir, store);
    expect(made.status, made.output).toBe(0);
    expect(made.output).toContain('contract check passed');
    candidate = /release (\S+) is stored for preview; shoppers still get the workspace build\./.exec(made.output)?.[1] ?? '';
    link = new RegExp(`^  (${store.baseUrl.replace(/[.:/]/g, '\\$&')}/preview\\?\\S+)$`, 'm').exec(made.output)?.[1] ?? '';
    expect(candidate, made.output).not.toBe('');
    expect(link, made.output).not.toBe('');

    const holder = await freshPage(browser);
    const bystander = await freshPage(browser);
    try {
      const opened = await holder.goto(link);
      expect(opened?.url()).toBe(url('/'));
      expect(await cartIn(holder)).toEqual({ candidate: true, release: candidate });
      expect(await cartIn(holder), 'after another load').toEqual({ candidate: true, release: candidate });
      const cookie = (await holder.context().cookies()).find((c) => c.name === 'sf_composition');
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });

      expect(await cartIn(bystander)).toEqual({ candidate: false, release: undefined });

      // A link changed by hand is refused with the store's message and pins nothing.
      const forged = link.replace(/sig=([^&])/, (_m, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
      const refused = await bystander.goto(forged);
      expect(refused?.status()).toBe(403);
      expect(await refused?.json()).toEqual({ message: 'This preview link was not made by this store, or was changed after it was made.' });
      expect(await cartIn(bystander)).toEqual({ candidate: false, release: undefined });

      const left = await holder.goto(url('/preview/leave'));
      expect(left?.url()).toBe(url('/'));
      expect(await cartIn(holder)).toEqual({ candidate: false, release: undefined });
    } finally {
      await holder.context().close();
      await bystander.context().close();
    }
  });

  test('the cart and home journeys pass against the store with the candidate in it (E2E_PREVIEW_URL)', async () => {
    test.setTimeout(600_000);
    expect(link, 'the link the test before made').not.toBe('');
    const output = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-preview-run-'));
    try {
      // A run of its own: its list reporter and output folder, so this run's report and traces stay as they are.
      const child = spawn(
        process.execPath,
        [
          path.join(root, 'node_modules/@playwright/test/cli.js'),
          'test',
          '--config',
          path.join(root, 'e2e/playwright.config.ts'),
          '--reporter=list',
          `--output=${output}`,
          '--workers=1',
          ...JOURNEYS,
        ],
        { cwd: root, env: { ...process.env, E2E_BASE_URL: store.baseUrl, E2E_PREVIEW_URL: link }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let said = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (said += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (said += chunk));
      const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(status, said).toBe(0);
      expect(said).toContain(`every browser context opens the preview link first (E2E_PREVIEW_URL): cart at release ${candidate}`);
      expect(said).toMatch(/\b\d+ passed\b/);
      expect(said).not.toMatch(/\b\d+ failed\b/);
    } finally {
      fs.rmSync(output, { recursive: true, force: true });
    }
  });
});
