// The release model over HTTP: /remotes.json names each remote's live release (or a pinned one, or what REMOTES_FILE
// says), /releases/{remote}/{release}/ serves a release's files, and every entry file and page revalidates while
// every content-hashed file is immutable — in every encoding, precompressed or compressed on the fly.
import './support/nativeEsmPackages';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { folderReleaseStore } from '../src/releases/folderReleaseStore';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';
import { writeFiles } from './support/writeFiles';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const A = '20261101T100000.000Z-aaaaaaaa';
const B = '20261102T100000.000Z-bbbbbbbb';
const BIG = (label: string) => `/* ${label} */ console.log(${JSON.stringify('storefront '.repeat(300))});`;

/** A built app's files; those listed in `precompressed` also get .br and .gz siblings, as the build writes them. */
function builtFiles(files: Record<string, string>, precompressed: string[]): Record<string, string | Buffer> {
  const out: Record<string, string | Buffer> = { ...files };
  for (const name of precompressed) {
    out[`${name}.br`] = zlib.brotliCompressSync(Buffer.from(files[name]));
    out[`${name}.gz`] = zlib.gzipSync(Buffer.from(files[name]));
  }
  return out;
}

const remoteBuild = (label: string) =>
  builtFiles(
    {
      'remoteEntry.js': BIG(`${label} entry`),
      'mf-manifest.json': JSON.stringify({ name: 'cart', label, padding: 'x'.repeat(2000) }),
      'main.3f9a2c1b.js': BIG(`${label} chunk`),
      'screen.81bc22e0.js': BIG(`${label} screen`),
      'screen.81bc22e0.css': `.a{color:red}/*${'x'.repeat(2000)}*/`,
      'server/render.js': 'module.exports = {};',
    },
    ['remoteEntry.js', 'mf-manifest.json', 'main.3f9a2c1b.js'],
  );

const REMOTES = {
  // Over the compression threshold, as the real one is.
  comment: 'x'.repeat(1500),
  remotes: [
    { name: 'cart', manifest: '/mf/cart/mf-manifest.json', release: 'live', routes: ['/cart'], overlays: [] },
    { name: 'checkout', manifest: '/mf/checkout/mf-manifest.json', release: 'live', routes: ['/checkout'], overlays: [] },
    { name: 'content', manifest: 'https://content.example/mf-manifest.json', routes: ['/', '*'], overlays: [] },
  ],
};

let root: string;
let testApp: TestApp;
const store = () => folderReleaseStore(path.join(root, 'releases'));

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-releases-'));
  writeFiles(path.join(root, 'shell'), {
    ...builtFiles(
      {
        'index.html': `<!doctype html><html><head><title>Storefront</title></head><body><div id="root"></div>${'<!-- -->'.repeat(200)}</body></html>`,
        'main.0a1b2c3d.js': BIG('shell'),
      },
      ['index.html', 'main.0a1b2c3d.js'],
    ),
    'remotes.json': JSON.stringify(REMOTES),
    'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
  });
  writeFiles(path.join(root, 'cart'), remoteBuild('workspace'));
  writeFiles(path.join(root, 'checkout'), remoteBuild('checkout workspace'));
  writeFiles(path.join(root, 'build-a'), remoteBuild('release a'));
  writeFiles(path.join(root, 'build-b'), remoteBuild('release b'));
  await store().publish('cart', A, path.join(root, 'build-a'));
  await store().publish('cart', B, path.join(root, 'build-b'));
  await store().writePointer('cart', { live: B, history: [A, B] });
  testApp = await startTestApp({
    pageHost: {
      shellDir: path.join(root, 'shell'),
      remotes: { cart: path.join(root, 'cart'), checkout: path.join(root, 'checkout') },
      releaseStore: store(),
      serverRendering: false,
      remoteTimeoutMs: 4000,
      allowRemoteOverrides: false,
    },
  });
}, APP_START_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers });
const remotesJson = async () =>
  (await get('/remotes.json')).json() as {
    remoteTimeoutMs?: number;
    allowRemoteOverrides?: boolean;
    remotes: { name: string; manifest: string; release?: string }[];
  };

describe('/remotes.json', () => {
  it('points a remote with a live release at that release, and the others at their own manifest URLs', async () => {
    const json = await remotesJson();
    expect(json.remotes.map(({ name, manifest, release }) => ({ name, manifest, release }))).toEqual([
      { name: 'cart', manifest: `/releases/cart/${B}/mf-manifest.json`, release: B },
      { name: 'checkout', manifest: '/mf/checkout/mf-manifest.json', release: undefined },
      { name: 'content', manifest: 'https://content.example/mf-manifest.json', release: undefined },
    ]);
    expect(json.remoteTimeoutMs).toBe(4000);
    expect(json.allowRemoteOverrides).toBe(false);
  });

  it('follows a switch of the pointer on the next request, without a restart', async () => {
    await store().writePointer('cart', { live: A, history: [A] });
    try {
      expect((await remotesJson()).remotes[0].release).toBe(A);
    } finally {
      await store().writePointer('cart', { live: B, history: [A, B] });
    }
    expect((await remotesJson()).remotes[0].release).toBe(B);
  });

  it('revalidates with an ETag: unchanged answers 304, a switch answers the new manifest', async () => {
    const first = await get('/remotes.json');
    expect(first.headers['cache-control']).toBe(NO_CACHE);
    const etag = String(first.headers.etag);
    expect((await get('/remotes.json', { 'if-none-match': etag })).statusCode).toBe(304);
    await store().writePointer('cart', { live: A, history: [A] });
    try {
      expect((await get('/remotes.json', { 'if-none-match': etag })).statusCode).toBe(200);
    } finally {
      await store().writePointer('cart', { live: B, history: [A, B] });
    }
  });
});

describe('/releases/{remote}/{release}/', () => {
  it("serves each kept release's own files, so a tab on an older release keeps working", async () => {
    expect((await get(`/releases/cart/${A}/screen.81bc22e0.js`)).body).toContain('release a screen');
    expect((await get(`/releases/cart/${B}/screen.81bc22e0.js`)).body).toContain('release b screen');
  });

  it('answers 404 for releases it does not have, server bundles and the pointer', async () => {
    for (const url of [
      `/releases/cart/20261103T100000.000Z-cccccccc/remoteEntry.js`,
      `/releases/cart/${B}/server/render.js`,
      '/releases/cart/live.json',
      '/releases/cart/../cart/live.json',
      '/mf/cart/server/render.js',
    ]) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 404 });
    }
  });
});

describe('Cache-Control is the same in every encoding', () => {
  const ENCODINGS = [undefined, 'gzip', 'br', 'br, gzip'];
  const CASES: [string, string][] = [
    ['/', NO_CACHE],
    ['/cart', NO_CACHE],
    ['/remotes.json', NO_CACHE],
    ['/favicon.svg', NO_CACHE],
    ['/main.0a1b2c3d.js', IMMUTABLE],
    ['/mf/cart/remoteEntry.js', NO_CACHE],
    ['/mf/cart/mf-manifest.json', NO_CACHE],
    ['/mf/cart/main.3f9a2c1b.js', IMMUTABLE],
    ['/mf/cart/screen.81bc22e0.js', IMMUTABLE],
    [`/releases/cart/${B}/remoteEntry.js`, NO_CACHE],
    [`/releases/cart/${B}/mf-manifest.json`, NO_CACHE],
    [`/releases/cart/${B}/main.3f9a2c1b.js`, IMMUTABLE],
    [`/releases/cart/${B}/screen.81bc22e0.js`, IMMUTABLE],
    [`/releases/cart/${B}/screen.81bc22e0.css`, IMMUTABLE],
  ];
  it.each(CASES.flatMap(([url, expected]) => ENCODINGS.map((encoding) => [url, encoding ?? 'identity', expected] as const)))(
    '%s with Accept-Encoding %s → %s',
    async (url, encoding, expected) => {
      const response = await get(url, { accept: 'text/html,*/*', ...(encoding === 'identity' ? {} : { 'accept-encoding': encoding }) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(expected);
      const served = response.headers['content-encoding'];
      if (encoding === 'identity') expect(served).toBeUndefined();
      else expect(encoding).toContain(String(served));
      // A shared cache must not hand one encoding's bytes to a browser that asked for another.
      if (served) expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    },
  );
});
