// Server-rendered first screens: the page's content is in the HTML (readable without JavaScript), and the shell
// adopts that HTML with the same data instead of fetching and rendering it again.
import type { Browser, Page } from '@playwright/test';
import { REMOTES_MANIFEST_PATH } from '@storefront/shared/contracts';
import { expect, test } from './support/fixtures';

const api = async (url: (path: string) => string, path: string) => (await fetch(url(`/api/v1/web${path}`))).json();

async function withoutJavaScript<T>(browser: Browser, url: string, read: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    return await read(page);
  } finally {
    await context.close();
  }
}

test('without JavaScript the product page shows the product, its price, licenses and picture, styled', async ({ browser, url }) => {
  const product = await api(url, '/products/341');
  await withoutJavaScript(browser, url('/product-detail/341'), async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await expect(page.getByTestId('detail-price')).toContainText('$29.99');
    await expect(page.getByRole('radio')).toHaveCount(3);
    expect(
      await page
        .locator(`img[src="${product.image_url}"]`)
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    // The CSS is inlined: the header is laid out as the shell's stylesheet says, not as a bare list.
    const header = await page.locator('header').first().boundingBox();
    expect(header!.height).toBeLessThan(120);
    expect(await page.title()).toBe('Product | Storefront');
  });
});

test('without JavaScript the store shows its first products and the count, and /about its text', async ({ browser, url }) => {
  // The count is of the initial filters (SPEC §4: price 20 to 300), as the catalogue query answers it.
  const { total } = await api(url, '/catalog?currency=USD');
  expect(total).toBeGreaterThan(300);
  await withoutJavaScript(browser, url('/store'), async (page) => {
    expect(await page.locator('[data-product-id]').count()).toBe(8);
    await expect(page.getByText(/^\d+ Products Found$/)).toHaveText(`${total} Products Found`);
  });
  await withoutJavaScript(browser, url('/about'), async (page) => {
    expect(await page.locator('[data-boundary="content"] h1').count()).toBeGreaterThan(0);
  });
});

test('the store with filters in its URL is rendered on the server from the catalogue query: the products it answers, in order', async ({ url }) => {
  const answer = await api(url, '/catalog?color=Red&sort=Price%20Ascending&page=2&pageSize=8&currency=USD');
  expect(answer.page).toBe(2);
  const html = await (await fetch(url('/store?color=Red&sort=Price%20Ascending&page=2'), { headers: { accept: 'text/html' } })).text();
  const shown = [...html.matchAll(/data-product-id="(\d+)"/g)].map(([, id]) => Number(id));
  expect(shown).toEqual(answer.products.map((product: { id: number }) => product.id));
  expect(html).toContain(`${answer.total} Products Found`);
});

test('the shell adopts the server HTML: no refetch of what the page was rendered from, nothing rendered afresh', async ({ browser, url }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    for (const path of ['/product-detail/341', '/store', '/about']) {
      const page = await context.newPage();
      const apiCalls: string[] = [];
      const notes: string[] = [];
      page.on('request', (request) => request.url().includes('/api/v1/web/') && apiCalls.push(new URL(request.url()).pathname + new URL(request.url()).search));
      page.on('console', (message) => notes.push(message.text()));
      page.on('pageerror', (error) => notes.push(error.message));
      await page.goto(url(path), { waitUntil: 'commit' });
      const heading = await page.locator('h1').first().elementHandle();
      await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true');
      // The product page's and the store's answers came with the HTML: neither is asked again. The store asks only for
      // its next page, fetched ahead once the page is shown.
      if (path === '/product-detail/341') expect(apiCalls.filter((call) => call.startsWith('/api/v1/web/products/'))).toEqual([]);
      if (path === '/store') {
        await expect
          .poll(() => apiCalls.filter((call) => call.startsWith('/api/v1/web/catalog')))
          .toEqual(['/api/v1/web/catalog?currency=USD&page=2&pageSize=8']);
        expect(apiCalls.filter((call) => call.startsWith('/api/v1/web/product_categories'))).toEqual([]);
      }
      expect(notes.filter((note) => note.includes('afresh') || /error/i.test(note))).toEqual([]);
      // Hydrated, not replaced: the heading the server wrote is still the one on screen.
      expect(await heading!.evaluate((node) => node.isConnected)).toBe(true);
      await page.close();
    }
  } finally {
    await context.close();
  }
});

test('hydrating a page loads none of the stylesheets its HTML already carries, so the page is not restyled', async ({ page, url }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => request.resourceType() === 'stylesheet' && stylesheets.push(new URL(request.url()).pathname));
  await page.goto(url('/product-detail/341')); // resolves once hydrated (support/fixtures.ts)
  await page
    .getByRole('button', { name: /add to cart/i })
    .first()
    .waitFor();
  const inlined = await page.locator('style[data-href]').evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')!));
  // The shell's start-up chunk and the product screen's chunk, whose code asks for them by these names.
  expect(inlined.length).toBeGreaterThanOrEqual(2);
  expect(stylesheets.filter((path) => inlined.some((file) => path.endsWith(`/${file}`)))).toEqual([]);
});

test('a server-rendered page inlines each rule once, and not the rules of a file it shares with them (decision 0051)', async ({ url }) => {
  // Production CSS modules name their classes `<app>-<hash>` (webpack/rules.js): the shell's and each remote's.
  const { remotes } = (await (await fetch(url(REMOTES_MANIFEST_PATH))).json()) as { remotes: { name: string }[] };
  const hashedClass = new RegExp(`\\.(${['shell', ...remotes.map((remote) => remote.name)].join('|')})-[\\w-]+`);
  for (const path of ['/', '/store', '/product-detail/341', '/search-result?q=a']) {
    const html = await (await fetch(url(path), { headers: { accept: 'text/html' } })).text();
    const files = [...html.matchAll(/<style data-href="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g)].map(([, file, css]) => ({ file, css }));
    expect(files.length, path).toBeGreaterThanOrEqual(2);
    // A hashed class belongs to one CSS module: the same rule for it in two files is one module inlined twice.
    const filesOfRule = new Map<string, string[]>();
    for (const { file, css } of files) {
      for (const [, selector] of css.matchAll(/([^{}@;]+)\{/g)) {
        const rule = selector.trim().replace(/\s+/g, ' ');
        if (hashedClass.test(rule)) filesOfRule.set(rule, [...new Set([...(filesOfRule.get(rule) ?? []), file])]);
      }
    }
    expect(
      [...filesOfRule].filter(([, inFiles]) => inFiles.length > 1),
      path,
    ).toEqual([]);
    // The store's first screen has no carousel: Swiper's rules, which came along in the product card's file, stay out.
    if (path === '/store') expect(html).not.toContain('.swiper');
  }
});

test('a route whose remote renders only in the browser gets the plain page', async ({ url }) => {
  const html = await (await fetch(url('/payment-confirmation'), { headers: { accept: 'text/html' } })).text();
  expect(html).not.toContain('storefront-server-state');
  expect(html).toContain('<div id="root"><div class="boot-topbar"></div>');
});

test('the server preloads what the scripts fetch first, and the scripts take the preloads over (decision 0050)', async ({ browser, url }) => {
  const { remotes } = (await (await fetch(url(REMOTES_MANIFEST_PATH))).json()) as { remotes: { name: string; manifest: string }[] };
  const manifestOf = (name: string) => new URL(remotes.find((remote) => remote.name === name)!.manifest, url('/')).href;
  const context = await browser.newContext();
  try {
    // A server-rendered page and a plain one (the checkout renders only in the browser).
    for (const [path, owner] of [
      ['/product-detail/341', 'catalog'],
      ['/checkout', 'checkout'],
    ]) {
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(url(path));
      await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true');
      const startup = [url(REMOTES_MANIFEST_PATH), manifestOf(owner)];
      const preloads = await page.locator('link[rel="preload"][as="fetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      expect(preloads).toEqual(expect.arrayContaining(startup));
      // Fetched once each: the shell's and the runtime's fetch() took the preloaded answers.
      for (const file of startup) expect(requested.filter((request) => request === file)).toHaveLength(1);
      const initiators = await page.evaluate(
        (files) => files.map((file) => performance.getEntriesByName(file).map((entry) => (entry as PerformanceResourceTiming).initiatorType)),
        startup,
      );
      expect(initiators).toEqual([['link'], ['link']]);
      await page.close();
    }
  } finally {
    await context.close();
  }
});
