// Preview links: a signed, expiring /preview link pins a stored (not live) release of the cart in the composition
// cookie of the browser that opens it — its page, server render and /remotes.json — while every other browser keeps
// the live release. A link that is incomplete, changed, signed by another key, expired, or names a release the store
// does not have is refused with a message and sets nothing; a pin in the cookie that was changed or has expired is not
// honoured; /preview/leave ends it. Also on a store that answers only its public host and sets Secure cookies.
import './support/nativeEsmPackages';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BuildAppOptions } from '../src/app';
import { folderReleaseStore } from '../src/releases/folderReleaseStore';
import { COMPOSITION_COOKIE, createBrowserComposition, signedComposition, verifiedComposition } from '../src/pageHost/browserComposition';
import { type PreviewLink, previewSignature, previewUrl } from '../src/pageHost/previewLink';
import { signPreviewLinkCommand } from '../src/pageHost/previewSocketCommand';
import { shellPageFiles } from './support/shellPageFiles';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';
import { writeFiles } from './support/writeFiles';

const LIVE = '20261201T100000.000Z-aaaaaaaa';
const CANDIDATE = '20261203T100000.000Z-cccccccc';
const MISSING = '20261204T100000.000Z-dddddddd';
const SECRET = 'a composition secret of the preview tests, 32+ chars';
const KEY = Buffer.from(SECRET);
const SHELL_BUNDLE = `exports.renderLayout = async () => ({ html: '<main><template data-server-screen=""></template></main>', state: { shopApi: { queries: {} } } });`;
const cartBuild = (label: string) => ({
  'mf-manifest.json': JSON.stringify({ exposes: [] }),
  'server/render.js': `exports.render = async () => ({ html: '<h1>Cart from ${label}</h1>', state: { shopApi: { queries: {} } }, title: 'Cart' });`,
});

let root: string;
let pageHost: BuildAppOptions['pageHost'];
let testApp: TestApp;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-preview-'));
  writeFiles(path.join(root, 'shell'), {
    ...shellPageFiles('<!doctype html><html><head><title>Storefront</title></head><body><div id="root"></div></body></html>', {
      scripts: ['/main.1.js'],
      preloadScripts: [],
      styles: [],
    }),
    'remotes.json': JSON.stringify({
      remotes: [
        { name: 'cart', manifest: '/mf/cart/mf-manifest.json', release: 'live', routes: ['/cart'], overlays: [] },
        { name: 'elsewhere', manifest: 'https://elsewhere.example/mf-manifest.json', routes: ['/elsewhere'], overlays: [] },
      ],
    }),
    'server/render.js': SHELL_BUNDLE,
  });
  writeFiles(path.join(root, 'cart'), cartBuild('the workspace'));
  writeFiles(path.join(root, 'build-live'), cartBuild(LIVE));
  writeFiles(path.join(root, 'build-candidate'), cartBuild(CANDIDATE));
  const store = folderReleaseStore(path.join(root, 'releases'));
  await store.publish('cart', LIVE, path.join(root, 'build-live'));
  await store.publish('cart', CANDIDATE, path.join(root, 'build-candidate'));
  await store.publish('elsewhere', CANDIDATE, path.join(root, 'build-candidate'));
  await store.writePointer('cart', { live: LIVE, history: [LIVE] });
  pageHost = { shellDir: path.join(root, 'shell'), remotes: { cart: path.join(root, 'cart') }, releaseStore: store, compositionSecret: SECRET };
  testApp = await startTestApp({ pageHost });
}, APP_START_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const linkTo = (link: PreviewLink, key = KEY) => {
  const url = new URL(previewUrl('http://localhost:3000', link, previewSignature(link, key)));
  return `${url.pathname}${url.search}`;
};
const cookieOf = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .find((value) => value.startsWith(`${COMPOSITION_COOKIE}=`))
    ?.split(';')[0];
const open = (url: string, cookie?: string, app = testApp) => app.app.inject({ url, headers: cookie ? { cookie } : {} });
const cartRelease = async (cookie?: string) => (await open('/remotes.json', cookie)).json().remotes[0].release as string;
const cartPage = async (cookie?: string) => (await testApp.app.inject({ url: '/cart', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } })).body;
const idIn = (cookie: string) => cookie.split('=')[1].split('.')[0];

describe('a preview link', () => {
  it('shows its holder the candidate release everywhere, and every other browser the live one', async () => {
    const opened = await open(linkTo({ remote: 'cart', release: CANDIDATE, expires: inAnHour() }));
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/');
    expect(opened.headers['cache-control']).toBe('no-store');
    const header = [opened.headers['set-cookie']].flat().find((value) => value?.startsWith(`${COMPOSITION_COOKIE}=`));
    expect(header).toMatch(/; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    const holder = cookieOf(opened.headers['set-cookie'])!;

    expect(await cartRelease(holder)).toBe(CANDIDATE);
    expect(await cartPage(holder)).toContain(`<h1>Cart from ${CANDIDATE}</h1>`);
    // A reload keeps it, from the page cache too, and the cookie is not rewritten.
    expect(await cartPage(holder)).toContain(`<h1>Cart from ${CANDIDATE}</h1>`);
    expect(cookieOf((await open('/remotes.json', holder)).headers['set-cookie'])).toBeUndefined();

    const other = cookieOf((await open('/remotes.json')).headers['set-cookie'])!;
    expect(await cartRelease(other)).toBe(LIVE);
    expect(await cartPage(other)).toContain(`<h1>Cart from ${LIVE}</h1>`);
    expect(await cartRelease()).toBe(LIVE);
  });

  it('keeps the browser its id, so its canary buckets, and ends with /preview/leave', async () => {
    const before = cookieOf((await open('/remotes.json')).headers['set-cookie'])!;
    const holder = cookieOf((await open(linkTo({ remote: 'cart', release: CANDIDATE, expires: inAnHour() }), before)).headers['set-cookie'])!;
    expect(idIn(holder)).toBe(idIn(before));
    expect(await cartRelease(holder)).toBe(CANDIDATE);

    const left = await open('/preview/leave', holder);
    expect(left.statusCode).toBe(303);
    expect(left.headers.location).toBe('/');
    const after = cookieOf(left.headers['set-cookie'])!;
    expect(after).toBe(before);
    expect(await cartRelease(after)).toBe(LIVE);
  });

  it.each([
    ['its release changed', (link: PreviewLink) => ({ ...link, release: LIVE }), 403],
    ['its expiry moved', (link: PreviewLink) => ({ ...link, expires: link.expires + 3600 }), 403],
    ['its remote changed', (link: PreviewLink) => ({ ...link, remote: 'catalog' }), 403],
  ])('is refused, and sets nothing, with %s', async (_case, change, status) => {
    const link = { remote: 'cart', release: CANDIDATE, expires: inAnHour() };
    const changed = change(link);
    const url = new URL(previewUrl('http://x', changed, previewSignature(link, KEY)));
    const answer = await open(`${url.pathname}${url.search}`);
    expect(answer.statusCode).toBe(status);
    expect(answer.json().message).toBe('This preview link was not made by this store, or was changed after it was made.');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('is refused when another key signed it, when its signature is changed, or when a part is missing', async () => {
    const link = { remote: 'cart', release: CANDIDATE, expires: inAnHour() };
    expect((await open(linkTo(link, Buffer.from('another store’s key, also 32 characters long')))).statusCode).toBe(403);
    const signed = linkTo(link);
    const forged = signed.replace(/sig=([^&])/, (_m, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
    expect((await open(forged)).statusCode).toBe(403);
    for (const part of ['remote', 'release', 'expires', 'sig']) {
      const url = new URL(signed, 'http://x');
      url.searchParams.delete(part);
      const answer = await open(`${url.pathname}${url.search}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(/^This is not a whole preview link/);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('is refused once expired, saying when', async () => {
    const expires = Math.floor(Date.now() / 1000) - 1;
    const answer = await open(linkTo({ remote: 'cart', release: CANDIDATE, expires }));
    expect(answer.statusCode).toBe(410);
    expect(answer.json().message).toBe(
      `This preview link expired at ${new Date(expires * 1000).toISOString()}. Ask for a new one (npm run preview -w mf-cart).`,
    );
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('is refused when the store does not have the release, or does not serve the remote from its releases', async () => {
    const missing = await open(linkTo({ remote: 'cart', release: MISSING, expires: inAnHour() }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(`Release ${MISSING} of cart is not in this store's releases (it may have been pruned). Ask for a new preview link.`);
    expect(missing.headers['set-cookie']).toBeUndefined();

    const elsewhere = await open(linkTo({ remote: 'elsewhere', release: CANDIDATE, expires: inAnHour() }));
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toMatch(/serves elsewhere from https:\/\/elsewhere\.example\/mf-manifest\.json, not from its releases/);
    expect(elsewhere.headers['set-cookie']).toBeUndefined();
  });
});

describe('a pin in the composition cookie', () => {
  it('is not honoured when changed: the browser gets a new id and the live release', async () => {
    const holder = cookieOf((await open(linkTo({ remote: 'cart', release: CANDIDATE, expires: inAnHour() }))).headers['set-cookie'])!;
    const [id, pins, signature] = holder.split('=')[1].split('.');
    const decoded = Buffer.from(pins, 'base64url').toString('utf8');
    const longer = Buffer.from(decoded.replace(/,(\d+)\]/, (_m, s: string) => `,${Number(s) + 86_400}]`)).toString('base64url');
    for (const forged of [`${id}.${longer}.${signature}`, `${id}.${pins}.${signature.slice(0, -1)}x`]) {
      const answer = await open('/remotes.json', `${COMPOSITION_COOKIE}=${forged}`);
      expect(answer.json().remotes[0].release).toBe(LIVE);
      const replaced = cookieOf(answer.headers['set-cookie'])!;
      expect(idIn(replaced)).not.toBe(id);
      expect(replaced.split('.')).toHaveLength(2);
    }
  });

  it('is dropped once expired: the browser keeps its id and gets the live release', async () => {
    const id = 'AAAAAAAAAAAAAAAAAAAAAA';
    const expired = signedComposition(id, [{ remote: 'cart', release: CANDIDATE, expires: Math.floor(Date.now() / 1000) - 1 }], KEY);
    const answer = await open('/remotes.json', `${COMPOSITION_COOKIE}=${expired}`);
    expect(answer.json().remotes[0].release).toBe(LIVE);
    expect(cookieOf(answer.headers['set-cookie'])).toBe(`${COMPOSITION_COOKIE}=${signedComposition(id, [], KEY)}`);
  });

  it('is read with its expiry, signed over the id and the pins together', () => {
    const id = 'BBBBBBBBBBBBBBBBBBBBBB';
    const pins = [
      { remote: 'cart', release: CANDIDATE, expires: 2000 },
      { remote: 'catalog', release: LIVE, expires: 1000 },
    ];
    const value = signedComposition(id, pins, KEY);
    expect(verifiedComposition(value, KEY, 999)).toEqual({ id, pins, expired: false });
    expect(verifiedComposition(value, KEY, 1000)).toEqual({ id, pins: [pins[0]], expired: true });
    expect(verifiedComposition(value, Buffer.from('another key'), 999)).toBeNull();
    const [, encoded, signature] = value.split('.');
    expect(verifiedComposition(`CCCCCCCCCCCCCCCCCCCCCC.${encoded}.${signature}`, KEY, 999)).toBeNull();
    expect(verifiedComposition(`${value}.x`, KEY, 999)).toBeNull();
    // A well-signed value whose pins are not pins (written by a future version, say) is not one either.
    const odd = signedComposition(id, [{ remote: 'Not A Remote', release: 'x', expires: 1 }], KEY);
    expect(verifiedComposition(odd, KEY, 0)).toBeNull();
  });
});

describe('the control socket command', () => {
  it("signs a link with the store's composition key, and refuses parts that are not a link", async () => {
    const composition = createBrowserComposition({ db: () => testApp.app.db, configuredSecret: SECRET, secureCookie: false });
    const sign = signPreviewLinkCommand(composition);
    const link = { remote: 'cart', release: CANDIDATE, expires: 1_900_000_000 };
    expect(await sign(link)).toEqual({ ok: true, signature: previewSignature(link, KEY) });
    expect((await sign({ ...link, release: '../../etc' })).ok).toBe(false);
    expect((await sign({ ...link, expires: '1900000000' })).ok).toBe(false);
  });
});

describe('on a production store', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await startTestApp({
      publicBaseUrl: 'https://shop.example',
      allowedHosts: { names: [], loopback: false },
      admin: { secureCookie: true },
      pageHost,
    });
  }, APP_START_TIMEOUT_MS);
  afterAll(() => production?.close());

  it('answers the link on its public host with a Secure cookie, and refuses other hosts', async () => {
    const url = linkTo({ remote: 'cart', release: CANDIDATE, expires: inAnHour() });
    const opened = await production.app.inject({ url, headers: { host: 'shop.example' } });
    expect(opened.statusCode).toBe(303);
    const header = [opened.headers['set-cookie']].flat().find((value) => value?.startsWith(`${COMPOSITION_COOKIE}=`));
    expect(header).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    const manifest = await production.app.inject({ url: '/remotes.json', headers: { host: 'shop.example', cookie: cookieOf(header)! } });
    expect(manifest.json().remotes[0].release).toBe(CANDIDATE);
    expect((await production.app.inject({ url, headers: { host: 'attacker.example' } })).statusCode).not.toBe(303);
  });
});
