// The rendered-page cache (decision 0027) through real page loads: a catalogue or content page is rendered once and
// then sent as kept, byte for byte, until anything it is made from changes — the catalogue (written here, or by
// another instance), the shopper's currency, the remotes manifest, a build; a page that read anything else, or was
// rendered with a shopper's own record, is rendered per request.
import '../../test/support/nativeEsmPackages';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { products } from '../db/schema';
import { eventually } from '../../test/support/eventually';
import { shellPageFiles } from '../../test/support/shellPageFiles';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from '../../test/support/testApp';
import { withoutNonces } from '../../test/support/withoutNonces';
import { writeFiles } from '../../test/support/writeFiles';

const SHELL_BUNDLE = `exports.renderLayout = async (request) => ({
  html: '<header>Frame' + (request.currency ? ' in ' + request.currency : '') + '</header><main><template data-server-screen=""></template></main>',
  state: { shopApi: { queries: {} } },
});`;
// The product page reads the catalogue; the order confirmation reads an order; the about page reads nothing.
const CATALOG_BUNDLE = `exports.render = async (request) => {
  const id = request.url.split('?')[0].split('/').pop();
  const product = await (await request.fetch(request.apiBaseUrl + '/products/' + id)).json();
  return { html: '<h1>' + product.title + '</h1><p>' + (request.currency || 'USD') + ' ' + product.price + '</p>', state: { shopApi: { queries: {} } } };
};`;
const CHECKOUT_BUNDLE = `exports.render = async (request) => {
  const response = await request.fetch(request.apiBaseUrl + '/orders/' + request.url.split('/').pop());
  return { html: '<h1>Order lookup answered ' + response.status + '</h1>', state: { shopApi: { queries: {} } } };
};`;
// /coming-soon stands for a screen with a part the server could not finish (a lazy component still loading).
const CONTENT_BUNDLE = `exports.render = async (request) => ({
  html: request.url === '/coming-soon' ? '<h1>Soon</h1><!--$!--><template></template><p>Loading</p><!--/$-->' : '<h1>About us</h1>',
  state: { shopApi: { queries: {} } },
});`;

const REMOTES = [
  { name: 'catalog', manifest: '/mf/catalog/mf-manifest.json', routes: ['/product-detail/:id'], overlays: [] },
  { name: 'checkout', manifest: '/mf/checkout/mf-manifest.json', routes: ['/order-confirmation/:id'], overlays: [] },
  { name: 'content', manifest: '/mf/content/mf-manifest.json', routes: ['/about', '/coming-soon'], overlays: [] },
];

let root: string;
let testApp: TestApp;
/** API calls the renderers made, by path. */
const apiCalls: string[] = [];

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-page-cache-'));
  writeFiles(path.join(root, 'shell'), {
    ...shellPageFiles(
      '<!doctype html><html lang="en"><head><title>Storefront</title><script>window.boot=1</script></head><body><div id="root"></div></body></html>',
      {
        scripts: ['/main.1.js'],
        preloadScripts: [],
        styles: ['/shell.css'],
      },
    ),
    'shell.css': '.frame{margin:0}',
    'remotes.json': JSON.stringify({ remotes: REMOTES }),
    'server/render.js': SHELL_BUNDLE,
  });
  for (const [name, bundle] of [
    ['catalog', CATALOG_BUNDLE],
    ['checkout', CHECKOUT_BUNDLE],
    ['content', CONTENT_BUNDLE],
  ]) {
    writeFiles(path.join(root, name), { 'mf-manifest.json': '{}', 'server/render.js': bundle });
  }
  testApp = await startTestApp(
    {
      pageHost: { shellDir: path.join(root, 'shell'), remotes: Object.fromEntries(REMOTES.map(({ name }) => [name, path.join(root, name)])) },
      rateLimit: { max: 1000, timeWindowMs: 60_000 },
      // Another instance's write is seen once the snapshot is read again: soon, here.
      catalogMaxAgeMs: 50,
    },
    (app) =>
      app.addHook('onRequest', async (request) => {
        if (request.url.startsWith('/api/')) apiCalls.push(request.url);
      }),
  );
}, APP_START_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers: { accept: 'text/html', ...headers } });
const setPrice = (id: number, price: string) => testApp.app.db.update(products).set({ price }).where(eq(products.id, id));

describe('the rendered-page cache', () => {
  it('sends a catalogue page it has rendered again as the same bytes, headers and policy, compressed once', async () => {
    const [first, second, third] = [await page('/product-detail/2'), await page('/product-detail/2'), await page('/product-detail/2')];
    expect([first, second, third].map((response) => response.headers['x-render-cache'])).toEqual(['miss', 'hit', 'hit']);
    // The first was sent as it rendered, the inline code after its start under a nonce of its own; the kept page has none.
    expect(second.body).toBe(withoutNonces(first.body));
    expect(second.headers['content-security-policy']).not.toContain("'nonce-");
    expect(third.statusCode).toBe(200);
    expect(third.body).toBe(second.body);
    expect(third.body).toContain('<header>Frame</header>');
    for (const header of ['content-security-policy', 'etag', 'cache-control', 'content-type']) expect(third.headers[header]).toBe(second.headers[header]);
    expect(third.headers.vary).toBe('Cookie, Accept-Encoding');

    const inBrotli = await page('/product-detail/2', { 'accept-encoding': 'br, gzip' });
    expect(inBrotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(inBrotli.rawPayload).toString()).toBe(second.body);
    const inGzip = await page('/product-detail/2', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(inGzip.rawPayload).toString()).toBe(second.body);
    // A browser that has the page already revalidates it for nothing.
    expect((await page('/product-detail/2', { 'if-none-match': String(second.headers.etag) })).statusCode).toBe(304);
  });

  it('keeps a content page that reads nothing, per path and query', async () => {
    expect((await page('/about')).headers['x-render-cache']).toBe('miss');
    expect((await page('/about')).headers['x-render-cache']).toBe('hit');
    expect((await page('/about?utm_source=mail')).headers['x-render-cache']).toBe('miss');
  });

  it('keeps one page per normalised query: its parameters in any order, empty ones left out', async () => {
    const first = await page('/product-detail/8?page=2&sort=Title+Ascending');
    expect(first.headers['x-render-cache']).toBe('miss');
    for (const url of ['/product-detail/8?sort=Title%20Ascending&page=2', '/product-detail/8?color=&sort=Title+Ascending&page=2']) {
      const again = await page(url);
      expect(again.headers['x-render-cache']).toBe('hit');
      expect(again.body).toBe(withoutNonces(first.body));
    }
    expect((await page('/product-detail/8?sort=Title+Ascending&page=3')).headers['x-render-cache']).toBe('miss');
  });

  it('renders the page again, with the new price, after a price change through this instance', async () => {
    const before = await page('/product-detail/3');
    expect((await page('/product-detail/3')).headers['x-render-cache']).toBe('hit');
    await setPrice(3, '412.34');
    testApp.app.catalog.invalidate();
    const after = await page('/product-detail/3');
    expect(after.headers['x-render-cache']).toBe('miss');
    expect(after.body).toContain('<p>USD 412.34</p>');
    expect(before.body).not.toContain('412.34');
  });

  it('sees a price written by another instance once its catalogue is read again, without any flush', async () => {
    expect((await page('/product-detail/4')).body).not.toContain('523.45');
    await setPrice(4, '523.45');
    const changed = await eventually(async () => {
      const response = await page('/product-detail/4');
      return response.body.includes('<p>USD 523.45</p>') && response;
    });
    expect(changed.headers['x-render-cache']).toBe('miss');
    expect((await page('/product-detail/4')).headers['x-render-cache']).toBe('hit');
  });

  it('keeps one page per currency', async () => {
    const inDollars = await page('/product-detail/5');
    const inNaira = await page('/product-detail/5', { cookie: 'currency=NGN' });
    expect(inNaira.headers['x-render-cache']).toBe('miss');
    expect(inNaira.body).toContain('<header>Frame in NGN</header>');
    expect(inDollars.body).not.toContain('NGN');
    const again = await page('/product-detail/5', { cookie: 'theme=dark; currency=NGN' });
    expect(again.headers['x-render-cache']).toBe('hit');
    expect(again.body).toBe(withoutNonces(inNaira.body));
    expect((await page('/product-detail/5')).body).toBe(withoutNonces(inDollars.body));
  });

  it("renders a page with a shopper's own record for them alone, and keeps one per browser without a record or with an empty one", async () => {
    const put = (cookie: string, payload: object) => testApp.app.inject({ method: 'PUT', url: '/api/v1/web/shopper', headers: { cookie }, payload });
    const created = await put('', { wishlist: [9] });
    const cookie = String(created.headers['set-cookie']).split(';')[0];
    for (let i = 0; i < 2; i++) {
      const own = await page('/product-detail/9', { cookie });
      expect(own.headers['x-render-cache']).toBe('pass');
      expect(own.body).toContain('"shopper":{"cart":[],"wishlist":[9],"compare":[]}');
    }
    const without = await page('/product-detail/9');
    expect(without.headers['x-render-cache']).toBe('miss');
    expect(without.body).toContain('"shopper":null');
    await put(cookie, { wishlist: [] });
    expect((await page('/product-detail/9', { cookie })).headers['x-render-cache']).toBe('miss');
    const empty = await page('/product-detail/9', { cookie });
    expect(empty.headers['x-render-cache']).toBe('hit');
    expect(empty.body).toContain('"shopper":{"cart":[],"wishlist":[],"compare":[]}');
    expect((await page('/product-detail/9')).body).toContain('"shopper":null');
  });

  it('never keeps a page whose render read anything but the catalogue (an order confirmation)', async () => {
    for (let i = 0; i < 3; i++) {
      const response = await page('/order-confirmation/ord_missing');
      expect(response.body).toContain('<h1>Order lookup answered 404</h1>');
      expect(response.headers['x-render-cache']).toBe('miss');
      expect(response.headers.etag).toBeUndefined();
    }
  });

  it('never keeps a page with a part the server could not finish, which the browser renders afresh', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await page('/coming-soon');
      expect(response.body).toContain('<h1>Soon</h1>');
      expect(response.headers['x-render-cache']).toBe('miss');
    }
  });

  it('renders a page asked for by many at once a single time', async () => {
    apiCalls.length = 0;
    const responses = await Promise.all(Array.from({ length: 5 }, () => page('/product-detail/6')));
    expect(apiCalls.filter((url) => url === '/api/v1/web/products/6')).toHaveLength(1);
    expect(responses.map((response) => response.headers['x-render-cache']).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'miss']);
    expect(new Set(responses.map((response) => withoutNonces(response.body))).size).toBe(1);
  });

  it('renders the page again after a deploy changes the remotes manifest, or a remote build is replaced', async () => {
    await page('/product-detail/7');
    expect((await page('/product-detail/7')).headers['x-render-cache']).toBe('hit');
    const remotesFile = path.join(root, 'shell/remotes.json');
    fs.writeFileSync(remotesFile, JSON.stringify({ remotes: REMOTES, remoteTimeoutMs: 4000 }));
    touch(remotesFile);
    expect((await page('/product-detail/7')).headers['x-render-cache']).toBe('miss');

    const bundle = path.join(root, 'catalog/server/render.js');
    fs.writeFileSync(bundle, CATALOG_BUNDLE.replace("'<h1>'", '\'<h1 class="v2">\''));
    touch(bundle);
    const redeployed = await page('/product-detail/7');
    expect(redeployed.headers['x-render-cache']).toBe('miss');
    expect(redeployed.body).toContain('<h1 class="v2">');
  });
});

/** A later modification time, as a new build or deploy gives the file (file versions are compared by it). */
function touch(file: string) {
  const later = new Date(fs.statSync(file).mtimeMs + 5_000);
  fs.utimesSync(file, later, later);
}

it(
  'renders every page per request when switched off',
  async () => {
    const uncached = await startTestApp({
      pageHost: { shellDir: path.join(root, 'shell'), remotes: { content: path.join(root, 'content') }, pageCache: false },
    });
    try {
      for (let i = 0; i < 2; i++) {
        expect((await uncached.app.inject({ url: '/about', headers: { accept: 'text/html' } })).headers['x-render-cache']).toBe('pass');
      }
    } finally {
      await uncached.close();
    }
  },
  APP_START_TIMEOUT_MS,
);
