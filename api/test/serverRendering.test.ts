// Server-rendered pages: the owning remote's server bundle renders the screen, the shell's the frame, with API
// answers fetched in-process; any missing or failing part falls back to the shell's index.html.
import './support/nativeEsmPackages';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';
import { plainPageOf } from './support/plainPage';
import { shellPageFiles } from './support/shellPageFiles';
import { withoutNonces } from './support/withoutNonces';
import { writeFiles } from './support/writeFiles';

const SHELL_PAGE = shellPageFiles(
  '<!doctype html><html><head><meta name="description" content="Shop."/><title>Storefront</title></head><body><div id="root"><div class="boot"></div></div></body></html>',
  { scripts: ['/main.1.js'], preloadScripts: [], styles: ['/shell.css'] },
);
const INDEX_HTML = SHELL_PAGE['index.html'];
const plainPage = (manifest: string) => plainPageOf(INDEX_HTML, manifest);

// The frame and the screens, as CommonJS server bundles. The catalogue screens fetch through the fetch they are given,
// so the page shows what the API answers: the product page its product, the store the page of GET catalog its URL's
// view asks for (as mf-catalog's store does: the URL's filters, its page of 8, the shopper's currency).
const SHELL_BUNDLE = `exports.renderLayout = async (request) => ({
  html: '<header' + (request.currency ? ' data-currency="' + request.currency + '"' : '') + '>Frame for ' + request.routePath + '</header><main><template data-server-screen=""></template></main>',
  state: { shopApi: { queries: {} } },
});`;
const CATALOG_BUNDLE = `exports.render = async (request) => {
  const [path, search] = request.url.split('?');
  if (path === '/store') {
    const asked = new URLSearchParams(search);
    asked.set('page', asked.get('page') || '1');
    asked.set('pageSize', '8');
    asked.set('currency', request.currency || 'USD');
    const answer = await (await request.fetch(request.apiBaseUrl + '/catalog?' + asked)).json();
    const cards = answer.products.map((product) => '<li data-product-id="' + product.id + '">' + product.title + '</li>').join('');
    return { html: '<p>' + answer.total + ' Products Found</p><ul>' + cards + '</ul>', state: { shopApi: { queries: {} } } };
  }
  const id = request.url.split('/').pop();
  if (id === 'crash') throw new Error('screen crashed');
  const response = await request.fetch(request.apiBaseUrl + '/products/' + id);
  const product = await response.json();
  return {
    html: '<h1 class="title"' + (request.currency ? ' data-currency="' + request.currency + '"' : '') + '>' + product.title + '</h1>',
    state: { shopApi: { queries: { ['getProduct(' + id + ')']: { status: 'fulfilled', endpointName: 'getProduct', originalArgs: Number(id), data: product } } } },
    title: product.title + ' | Storefront',
  };
};`;

let root: string;
let testApp: TestApp;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-ssr-'));
  writeFiles(path.join(root, 'shell'), {
    ...SHELL_PAGE,
    'shell.css': '.frame{margin:0}',
    'remotes.json': JSON.stringify({
      remotes: [
        { name: 'catalog', manifest: '/mf/catalog/mf-manifest.json', routes: ['/product-detail/:id', '/store'], overlays: [] },
        { name: 'cart', manifest: '/mf/cart/mf-manifest.json', routes: ['/cart'], overlays: [] },
        { name: 'admin', manifest: '/mf/admin/mf-manifest.json', routes: ['/admin', '/admin/*'], overlays: [], layout: 'own' },
      ],
    }),
    'server/render.js': SHELL_BUNDLE,
  });
  writeFiles(path.join(root, 'catalog'), {
    'mf-manifest.json': JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ name: 'routes', assets: { js: { sync: ['routes.1.js'] }, css: { sync: [], async: ['pdp.aaaaaaaa.css', 'store.bbbbbbbb.css'] } } }],
    }),
    'pdp.aaaaaaaa.css': '.title{font-size:2rem}',
    'store.bbbbbbbb.css': '.grid{display:grid}',
    'server/render.js': CATALOG_BUNDLE,
  });
  writeFiles(path.join(root, 'cart'), { 'mf-manifest.json': '{}' });
  writeFiles(path.join(root, 'admin'), { 'mf-manifest.json': '{}', 'remoteEntry.js': 'var admin;' });
  testApp = await startTestApp({
    pageHost: {
      shellDir: path.join(root, 'shell'),
      remotes: { catalog: path.join(root, 'catalog'), cart: path.join(root, 'cart'), admin: path.join(root, 'admin') },
    },
  });
}, APP_START_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const page = (url: string) => testApp.app.inject({ url, headers: { accept: 'text/html' } });

describe('a server-rendered page', () => {
  it('has the frame, the screen with the API answer, its state, title and CSS', async () => {
    const product = (await testApp.app.inject({ url: '/api/v1/web/products/341' })).json();
    const response = await page('/product-detail/341');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = withoutNonces(response.body);
    expect(html).toContain(`<div id="root"><header>Frame for /product-detail/:id</header><main><h1 class="title">${product.title}</h1></main></div>`);
    expect(html).toContain(`<title>${product.title} | Storefront</title>`);
    // The shell's CSS first, in the page's start (decision 0054); then the remote's stylesheets this screen's classes
    // use, not the other screens'.
    expect(html.startsWith('<!doctype html><html><head><style data-href="shell.css">.frame{margin:0}</style><title>')).toBe(true);
    expect(html).toContain('<style data-href="pdp.aaaaaaaa.css">.title{font-size:2rem}</style>');
    expect(html).not.toContain('store.bbbbbbbb.css');
    const state = JSON.parse(html.match(/<script type="application\/json" id="storefront-server-state">(.*?)<\/script>/)![1]);
    expect(state.shopApi.queries['getProduct(341)'].data).toEqual(product);
    // The remote's own scripts are left to the federation runtime.
    expect(html).not.toContain('/mf/catalog/remoteEntry.js');
  });

  it('renders /store with the filters in its URL from the catalogue query: the page of products the API answers for them', async () => {
    const first = await page('/store?color=Red&sort=Price%20Ascending&page=2');
    const html = first.body;
    // A render that read only the catalogue's queries is kept for everyone, by its normalised query.
    expect(first.headers['x-render-cache']).toBe('miss');
    expect((await page('/store?page=2&sort=Price%20Ascending&color=Red')).headers['x-render-cache']).toBe('hit');
    const shown = [...html.matchAll(/data-product-id="(\d+)"/g)].map(([, id]) => Number(id));
    // Every red product by price in one long page: the second page of 8 is its ninth to sixteenth.
    const red = (await testApp.app.inject({ url: '/api/v1/web/catalog?color=Red&sort=Price%20Ascending&pageSize=48' })).json();
    expect(red.total).toBeGreaterThan(8);
    expect(shown).toEqual(red.products.slice(8, 16).map((product: { id: number }) => product.id));
    expect(html).toContain(`<p>${red.total} Products Found</p>`);
    const prices = red.products.map((product: { amounts: { USD: { price: number } } }) => product.amounts.USD.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(red.products.every((product: { filterColor: string[] }) => product.filterColor.includes('Red'))).toBe(true);
  });

  it("renders frame and screen in the currency the shopper's cookie names, and says the page varies by cookie", async () => {
    const inNaira = await testApp.app.inject({ url: '/product-detail/341', headers: { accept: 'text/html', cookie: 'theme=dark; currency=NGN' } });
    expect(inNaira.body).toContain('<header data-currency="NGN">');
    expect(inNaira.body).toContain('<h1 class="title" data-currency="NGN">');
    expect(inNaira.headers.vary).toMatch(/cookie/i);
    for (const cookie of ['currency=EUR', 'other=NGN']) {
      const body = (await testApp.app.inject({ url: '/product-detail/341', headers: { accept: 'text/html', cookie } })).body;
      expect(body).not.toContain('data-currency');
    }
  });

  it('is the plain index.html when its remote has no server bundle, and ends as index.html when the screen fails', async () => {
    const noBundle = await page('/cart');
    expect(noBundle.statusCode).toBe(200);
    expect(noBundle.body).toBe(plainPage('/mf/cart/mf-manifest.json'));
    // The page's start went out before the screen failed; the rest is index.html's, which the browser renders.
    const crashed = await page('/product-detail/crash');
    expect(crashed.statusCode).toBe(200);
    expect(withoutNonces(crashed.body)).toBe(
      plainPage('/mf/catalog/mf-manifest.json').replace(
        '<head><meta name="description" content="Shop."/><title>Storefront</title>',
        '<head><style data-href="shell.css">.frame{margin:0}</style><title>Storefront</title><meta name="description" content="Shop."/>',
      ),
    );
  });

  it('is the plain index.html, without the store frame and marked noindex, for a remote that draws its own page (the console)', async () => {
    for (const url of ['/admin', '/admin/orders/ord_1?page=2', '/ADMIN/Products']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(withoutNonces(response.body)).toBe(plainPage('/mf/admin/mf-manifest.json').replace('<html>', '<html data-layout="own">'));
      expect(response.body).not.toContain('Frame for');
    }
    const shopperPage = await page('/cart');
    expect(shopperPage.headers['x-robots-tag']).toBeUndefined();
    expect(shopperPage.body).not.toContain('data-layout');
  });

  it(
    'is the plain index.html when server rendering is switched off',
    async () => {
      const plain = await startTestApp({
        pageHost: { shellDir: path.join(root, 'shell'), remotes: { catalog: path.join(root, 'catalog') }, serverRendering: false },
      });
      try {
        expect(withoutNonces((await plain.app.inject({ url: '/product-detail/341', headers: { accept: 'text/html' } })).body)).toBe(
          plainPage('/mf/catalog/mf-manifest.json'),
        );
      } finally {
        await plain.close();
      }
    },
    APP_START_TIMEOUT_MS,
  );

  it('picks up a redeployed server bundle without a restart', async () => {
    const bundle = path.join(root, 'catalog/server/render.js');
    fs.writeFileSync(bundle, CATALOG_BUNDLE.replace('class="title"', 'class="title v2"'));
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(bundle, later, later);
    expect((await page('/product-detail/341')).body).toContain('<h1 class="title v2">');
  });
});
