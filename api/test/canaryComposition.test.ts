// A canary at 50 % for the cart: each browser (its signed composition cookie) gets one release of the cart for the
// server-rendered page and for /remotes.json alike, keeps it on every request, and a tampered cookie is replaced,
// never honoured. Without a cookie the store gives one.
import './support/nativeEsmPackages';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { folderReleaseStore } from '../src/releases/folderReleaseStore';
import { startCanary } from '../src/releases/livePointer';
import { COMPOSITION_COOKIE } from '../src/pageHost/browserComposition';
import { shellPageFiles } from './support/shellPageFiles';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';
import { writeFiles } from './support/writeFiles';

const LIVE = '20261201T100000.000Z-aaaaaaaa';
const CANARY = '20261202T100000.000Z-bbbbbbbb';
const SHELL_BUNDLE = `exports.renderLayout = async () => ({ html: '<main><template data-server-screen=""></template></main>', state: { shopApi: { queries: {} } } });`;
const cartBuild = (label: string) => ({
  'mf-manifest.json': JSON.stringify({ exposes: [] }),
  'server/render.js': `exports.render = async () => ({ html: '<h1>Cart from ${label}</h1>', state: { shopApi: { queries: {} } }, title: 'Cart' });`,
});

let root: string;
let testApp: TestApp;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-canary-'));
  writeFiles(path.join(root, 'shell'), {
    ...shellPageFiles('<!doctype html><html><head><title>Storefront</title></head><body><div id="root"></div></body></html>', {
      scripts: ['/main.1.js'],
      preloadScripts: [],
      styles: [],
    }),
    'remotes.json': JSON.stringify({ remotes: [{ name: 'cart', manifest: '/mf/cart/mf-manifest.json', release: 'live', routes: ['/cart'], overlays: [] }] }),
    'server/render.js': SHELL_BUNDLE,
  });
  writeFiles(path.join(root, 'cart'), cartBuild('the workspace'));
  writeFiles(path.join(root, 'build-live'), cartBuild(LIVE));
  writeFiles(path.join(root, 'build-canary'), cartBuild(CANARY));
  const store = folderReleaseStore(path.join(root, 'releases'));
  await store.publish('cart', LIVE, path.join(root, 'build-live'));
  await store.publish('cart', CANARY, path.join(root, 'build-canary'));
  await store.writePointer('cart', startCanary({ live: LIVE, history: [LIVE] }, CANARY, 50));
  testApp = await startTestApp({ pageHost: { shellDir: path.join(root, 'shell'), remotes: { cart: path.join(root, 'cart') }, releaseStore: store } });
}, APP_START_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const cookieOf = (setCookie: string | string[] | undefined) => {
  const header = [setCookie ?? []].flat().find((value) => value.startsWith(`${COMPOSITION_COOKIE}=`));
  return header?.split(';')[0];
};
const cartReleaseIn = async (cookie?: string) => {
  const response = await testApp.app.inject({ url: '/remotes.json', headers: cookie ? { cookie } : {} });
  return { release: response.json().remotes[0].release as string, cookie: cookieOf(response.headers['set-cookie']) };
};
const cartPage = (cookie: string) => testApp.app.inject({ url: '/cart', headers: { accept: 'text/html', cookie } });

describe('a canary at 50 %', () => {
  it('gives a fresh browser a signed cookie, HttpOnly and SameSite=Lax, on its first page', async () => {
    const response = await testApp.app.inject({ url: '/cart', headers: { accept: 'text/html' } });
    const header = [response.headers['set-cookie']].flat().find((value) => value?.startsWith(`${COMPOSITION_COOKIE}=`));
    expect(header).toMatch(new RegExp(`^${COMPOSITION_COOKIE}=[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{22}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax$`));
  });

  it('keeps each browser on one cart release across the page, /remotes.json and reloads, and splits browsers between both', async () => {
    const seen = new Set<string>();
    for (let browser = 0; browser < 20; browser += 1) {
      const first = await testApp.app.inject({ url: '/cart', headers: { accept: 'text/html' } });
      const cookie = cookieOf(first.headers['set-cookie'])!;
      const { release, cookie: renewed } = await cartReleaseIn(cookie);
      expect(renewed).toBeUndefined();
      expect([LIVE, CANARY]).toContain(release);
      seen.add(release);
      expect(first.body).toContain(`<h1>Cart from ${release}</h1>`);
      // Reloads: the same page (from the cache, kept under this composition) and the same manifest.
      for (let reload = 0; reload < 2; reload += 1) {
        expect((await cartPage(cookie)).body).toContain(`<h1>Cart from ${release}</h1>`);
        expect((await cartReleaseIn(cookie)).release).toBe(release);
      }
    }
    // 20 browsers at 50 %: both releases are served (all on one side has a chance of 2 in a million).
    expect(seen).toEqual(new Set([LIVE, CANARY]));
  });

  it('replaces a tampered cookie instead of honouring it', async () => {
    const { cookie } = await cartReleaseIn();
    const [name, value] = cookie!.split('=');
    const [id, signature] = value.split('.');
    const forged = `${name}=${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}.${signature}`;
    const answer = await cartReleaseIn(forged);
    expect(answer.cookie).toBeDefined();
    expect(answer.cookie).not.toBe(forged);
    expect((await cartReleaseIn(answer.cookie)).cookie).toBeUndefined();
  });
});
