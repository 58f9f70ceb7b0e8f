// Security headers on every kind of HTML response the store sends — server-rendered pages, the 404 page, the plain
// index.html (no server bundle, or SERVER_RENDERING=0), the sandbox payment page — and nosniff on static files. A
// page's inline scripts and styles run by their hashes (decision 0027), or, on a page sent as it renders, the ones
// after its start by the response's nonce (decision 0054): exactly the server's own, never a screen's.
import './support/nativeEsmPackages';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { folderReleaseStore } from '../src/releases/folderReleaseStore';
import { orderPayload } from './support/orderPayload';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';
import { shellPageFiles } from './support/shellPageFiles';
import { writeFiles } from './support/writeFiles';

const SHELL_PAGE = shellPageFiles(
  '<!doctype html><html><head><title>Storefront</title><script>window.boot = 1;</script><style>body{margin:0}</style></head><body><div id="root"></div></body></html>',
  { scripts: ['/main.0a1b2c3d.js'], preloadScripts: [], styles: ['/shell.0a1b2c3d.css'] },
);
const SHELL_BUNDLE = `exports.renderLayout = async () => ({ html: '<main><template data-server-screen=""></template></main>', state: { shopApi: { queries: {} } } });`;
// The screen echoes a query parameter unescaped, as a bug in a screen might: the policy must still block it.
const CONTENT_BUNDLE = `exports.render = async (request) => ({
  html: '<h1>Screen ' + request.routePath + '</h1>' + decodeURIComponent((request.url.split('echo=')[1] || '')),
  state: { shopApi: { queries: {} } },
});`;
const RELEASE = '20261101T100000.000Z-aaaaaaaa';

let root: string;
let testApp: TestApp;
let plainApp: TestApp;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-csp-'));
  writeFiles(path.join(root, 'shell'), {
    ...SHELL_PAGE,
    'main.0a1b2c3d.js': 'console.log("shell")',
    'shell.0a1b2c3d.css': '.frame{margin:0}',
    'remotes.json': JSON.stringify({
      apiBaseUrl: 'https://api.shop.example/api/v1/web',
      remotes: [
        { name: 'content', manifest: '/mf/content/mf-manifest.json', routes: ['/about', '*'], overlays: [] },
        { name: 'cart', manifest: '/mf/cart/mf-manifest.json', release: 'live', routes: ['/cart'], overlays: [] },
        { name: 'checkout', manifest: 'https://checkout.example:8443/mf-manifest.json', routes: ['/checkout'], overlays: [] },
      ],
    }),
    'server/render.js': SHELL_BUNDLE,
  });
  writeFiles(path.join(root, 'content'), {
    'mf-manifest.json': JSON.stringify({ exposes: [] }),
    'remoteEntry.js': 'var content;',
    'index.html': '<!doctype html><html><head><script defer src="main.js"></script></head><body></body></html>',
    'server/render.js': CONTENT_BUNDLE,
  });
  writeFiles(path.join(root, 'cart-build'), { 'mf-manifest.json': '{}', 'remoteEntry.js': 'var cart;' });
  const releaseStore = folderReleaseStore(path.join(root, 'releases'));
  await releaseStore.publish('cart', RELEASE, path.join(root, 'cart-build'));
  await releaseStore.writePointer('cart', { live: RELEASE, history: [RELEASE] });
  const pageHost = { shellDir: path.join(root, 'shell'), remotes: { content: path.join(root, 'content') }, releaseStore };
  testApp = await startTestApp({ pageHost, rateLimit: { max: 1000, timeWindowMs: 60_000 } });
  plainApp = await startTestApp({ pageHost: { ...pageHost, serverRendering: false } });
}, 2 * APP_START_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  await plainApp?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const page = (url: string, app = testApp) => app.app.inject({ url, headers: { accept: 'text/html' } });

async function sandboxPage() {
  const payload = await orderPayload(testApp.app, [{ productId: 341, license: 'Standard' }], { paymentMethod: 'paystack' });
  const placed = await testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload });
  return testApp.app.inject(new URL(placed.json().payment_url).pathname);
}

function directive(response: LightMyRequestResponse, name: string): string[] | undefined {
  const policy = String(response.headers['content-security-policy'] ?? '');
  return policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1);
}

function expectLockedDown(response: LightMyRequestResponse) {
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['content-security-policy']).toBeDefined();
  const scripts = directive(response, 'script-src') ?? directive(response, 'default-src');
  expect(scripts).toBeDefined();
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(directive(response, 'frame-ancestors')).toEqual(["'none'"]);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) expect(response.headers['permissions-policy']).toContain(`${feature}=()`);
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const hashesIn = (sources: string[] | undefined) => (sources ?? []).filter((source) => source.startsWith("'sha256-"));

/**
 * The page's inline scripts and styles are allowed by their hashes, exactly these; on a page sent as it renders
 * (decision 0054), the ones written after its start carry the response's nonce instead. Never a screen's.
 */
function expectAllowedInlineCode(response: LightMyRequestResponse, screenMarkup = '') {
  const page = response.body.replace(screenMarkup, '');
  const policy = String(response.headers['content-security-policy']);
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  const inline = (tag: string, underNonce: boolean) =>
    [...page.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'g'))]
      .filter(([, attributes]) => !attributes.includes('src=') && !attributes.includes('type="application/json"'))
      .filter(([, attributes]) => (nonce !== undefined && attributes.includes(` nonce="${nonce}"`)) === underNonce)
      .map(([, , text]) => sha256(text));
  expect(inline('script', false).length + inline('script', true).length).toBeGreaterThan(0);
  expect(hashesIn(directive(response, 'script-src')).sort()).toEqual([...new Set(inline('script', false))].sort());
  expect(hashesIn(directive(response, 'style-src')).sort()).toEqual([...new Set(inline('style', false))].sort());
  expect(policy).not.toMatch(/'strict-dynamic'/);
}

/** The page's inline code by hash alone, as on a page kept for everyone. */
function expectHashedInlineCode(response: LightMyRequestResponse, screenMarkup = '') {
  expect(String(response.headers['content-security-policy'])).not.toMatch(/'nonce-/);
  expectAllowedInlineCode(response, screenMarkup);
}

describe('HTML responses', () => {
  it.each([
    ['a server-rendered page', '/about', '<h1>Screen /about</h1>', 200],
    ['the 404 page (server-rendered)', '/no-such-page', '<h1>Screen *</h1>', 404],
    ['the plain index.html (no server bundle)', '/cart', '<div id="root"></div>', 200],
    // Not a route: the catch-all's not-found screen, with its status.
    ['index.html asked for by name', '/index.html', '<h1>Screen *</h1>', 404],
  ])('%s carries the page policy and the other headers', async (_kind, url, marker, status) => {
    // Sent as it renders the first time, kept the second (a page of the catalogue or content).
    for (const response of [await page(url), await page(url)]) {
      expect(response.statusCode).toBe(status);
      expect(response.body).toContain(marker);
      expectLockedDown(response);
      expectAllowedInlineCode(response);
    }
  });

  it('a page sent as it renders allows the code after its start by a nonce of its own, nothing else by it', async () => {
    const response = await page('/about?first=visit');
    expect(response.headers['x-render-cache']).toBe('miss');
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))![1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(directive(response, 'script-src')).toContain(`'nonce-${nonce}'`);
    expect(directive(response, 'style-src')).toContain(`'nonce-${nonce}'`);
    expect(response.body).toMatch(new RegExp(`<script nonce="${nonce.replace(/[+/]/g, '\\$&')}">`));
    expectAllowedInlineCode(response);
  });

  it('with SERVER_RENDERING=0, the plain index.html carries them too', async () => {
    const response = await page('/about', plainApp);
    expect(response.body).toContain('<div id="root"></div>');
    expectLockedDown(response);
    expectHashedInlineCode(response);
  });

  it('the sandbox payment page carries them, with no script allowed at all', async () => {
    const response = await sandboxPage();
    expect(response.statusCode).toBe(200);
    expectLockedDown(response);
    expect(directive(response, 'script-src')).toBeUndefined();
    expect(directive(response, 'default-src')).toEqual(["'none'"]);
  });

  it("a remote's standalone index.html served as a file allows no inline script", async () => {
    const response = await testApp.app.inject('/mf/content/index.html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(directive(response, 'default-src')).toEqual(["'self'"]);
    expect(directive(response, 'script-src')).toBeUndefined();
    expect(directive(response, 'frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('carries nothing per response once kept: the same page is the same bytes and policy every time', async () => {
    await page('/about');
    const [first, second] = [await page('/about'), await page('/about')];
    expectHashedInlineCode(first);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('never allows markup in a rendered screen, script or style', async () => {
    const injected = '<script>alert(1)</script><style>body{display:none}</style>';
    const url = `/about?echo=${encodeURIComponent(injected)}`;
    // Sent as it renders, then kept.
    for (const response of [await page(url), await page(url)]) {
      expect(response.body).toContain(`<h1>Screen /about</h1>${injected}`);
      expect(directive(response, 'script-src')).not.toContain(sha256('alert(1)'));
      expect(directive(response, 'style-src')).not.toContain(sha256('body{display:none}'));
      expectAllowedInlineCode(response, injected);
    }
  });

  it('allow scripts and fetches from the origins of the served remotes.json and its API, nothing inline', async () => {
    await page('/about');
    const response = await page('/about');
    const hash = expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/);
    expect(directive(response, 'script-src')).toEqual(["'self'", hash, hash, 'https://checkout.example:8443']);
    expect(directive(response, 'connect-src')).toEqual(["'self'", 'https://api.shop.example', 'https://checkout.example:8443']);
    expect(directive(response, 'style-src')).toEqual(["'self'", hash, hash, 'https://checkout.example:8443']);
    expect(directive(response, 'object-src')).toEqual(["'none'"]);
    expect(directive(response, 'base-uri')).toEqual(["'none'"]);
  });
});

describe('static files', () => {
  it.each([
    ['the shell', '/main.0a1b2c3d.js'],
    ['the remotes manifest', '/remotes.json'],
    ['a workspace remote', '/mf/content/remoteEntry.js'],
    ['a release', `/releases/cart/${RELEASE}/remoteEntry.js`],
    ['the media', '/media/products/1.svg'],
    ['the API', '/api/v1/web/product_categories'],
  ])('%s are sent with nosniff', async (_kind, url) => {
    const response = await testApp.app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
