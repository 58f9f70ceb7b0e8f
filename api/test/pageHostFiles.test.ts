// The page host serving the built storefront at one URL: the shell with SPA fallback, remotes under /mf/{name}/, cache
// headers by file kind, compression and precompressed files.
import './support/nativeEsmPackages';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { plainPageOf } from './support/plainPage';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';
import { writeFiles } from './support/writeFiles';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX_HTML = '<!doctype html><html><head><title>Storefront</title></head><body><div id="root"></div></body></html>';
const indexHtmlFor = (manifest: string) => plainPageOf(INDEX_HTML, manifest);
const BUNDLE = `console.log(${JSON.stringify('storefront '.repeat(400))});`;

let root: string;
let testApp: TestApp;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-static-'));
  writeFiles(path.join(root, 'shell'), {
    'index.html': INDEX_HTML,
    'remotes.json': JSON.stringify({
      remotes: [
        { name: 'catalog', manifest: '/mf/catalog/mf-manifest.json', routes: ['/', '/store', '/product-detail/:id'] },
        { name: 'checkout', manifest: '/mf/checkout/mf-manifest.json', routes: ['/order-confirmation/:orderId'] },
        { name: 'content', manifest: '/mf/content/mf-manifest.json', routes: ['/about', '*'] },
      ],
    }),
    'main.3f9a2c1b.js': BUNDLE,
    'main.3f9a2c1b.js.br': zlib.brotliCompressSync(Buffer.from(BUNDLE)),
  });
  writeFiles(path.join(root, 'catalog'), {
    'remoteEntry.js': 'var catalog;',
    'mf-manifest.json': '{}',
    'mf-stats.json': '{}',
    'src_exposes_routes.81bc22e0.js': 'export default 1;',
  });
  testApp = await startTestApp({
    pageHost: {
      shellDir: path.join(root, 'shell'),
      remotes: { catalog: path.join(root, 'catalog'), cart: path.join(root, 'not-built') },
    },
  });
}, APP_START_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers });

describe('the shell', () => {
  it('serves index.html at / for revalidation on every load', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtmlFor('/mf/catalog/mf-manifest.json'));
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
  });

  it('falls back to index.html for client-side routes loaded by a browser', async () => {
    for (const [url, manifest] of [
      ['/store', '/mf/catalog/mf-manifest.json'],
      ['/product-detail/12', '/mf/catalog/mf-manifest.json'],
      ['/order-confirmation/abc?x=1', '/mf/checkout/mf-manifest.json'],
    ]) {
      const response = await get(url, { accept: 'text/html,application/xhtml+xml' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(indexHtmlFor(manifest));
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    }
  });

  it('answers a page no remote declares with 404 and the shell, whose catch-all shows the not-found screen', async () => {
    for (const url of ['/no/such/page', '/services?from=menu']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(indexHtmlFor('/mf/content/mf-manifest.json'));
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    }
    expect((await get('/about', { accept: 'text/html' })).statusCode).toBe(200);
  });

  it('does not answer missing assets or non-page requests with HTML', async () => {
    expect((await get('/main.deadbeef.js', { accept: '*/*' })).statusCode).toBe(404);
    const post = await testApp.app.inject({ method: 'POST', url: '/store', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ message: 'Not found' });
  });

  it('keeps the manifest fresh and hashed bundles forever', async () => {
    expect((await get('/remotes.json')).headers['cache-control']).toBe(NO_CACHE);
    expect((await get('/main.3f9a2c1b.js')).headers['cache-control']).toBe(IMMUTABLE);
  });

  it('serves a precompressed .br file to browsers that take brotli', async () => {
    const response = await get('/main.3f9a2c1b.js', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(BUNDLE);
  });

  it('compresses on the fly when no precompressed copy exists', async () => {
    const response = await get('/main.3f9a2c1b.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(BUNDLE);
  });
});

describe('remotes under /mf/{name}/', () => {
  it.each([
    ['remoteEntry.js', NO_CACHE],
    ['mf-manifest.json', NO_CACHE],
    ['mf-stats.json', NO_CACHE],
    ['src_exposes_routes.81bc22e0.js', IMMUTABLE],
  ])('serves %s with Cache-Control %s, open to every origin', async (file, cacheControl) => {
    const response = await get(`/mf/catalog/${file}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers missing remote files with a 404, never the shell page', async () => {
    for (const url of ['/mf/catalog/missing.js', '/mf/cart/remoteEntry.js', '/mf/unknown/remoteEntry.js']) {
      const response = await get(url, { accept: 'text/html' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });
});

describe('next to the storefront', () => {
  it('the API and media still answer', async () => {
    expect((await get('/api/v1/web/products/1')).statusCode).toBe(200);
    expect((await get('/media/placeholder.svg')).statusCode).toBe(200);
  });
});
