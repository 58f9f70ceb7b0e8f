// A page rendered for its request is sent as it renders (decision 0054): its start (the frame's head and the shell's
// CSS) goes out, compressed and flushed, while the render still waits for its data; the rest follows, its inline code
// under the response's nonce; a render that fails ends the page as the shell's index.html.
import '../../test/support/nativeEsmPackages';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { pageLoaderScript } from '@storefront/startup/server';
import { shellPageFiles } from '../../test/support/shellPageFiles';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from '../../test/support/testApp';
import { writeFiles } from '../../test/support/writeFiles';

const SHELL_BUNDLE = `exports.renderLayout = async () => ({
  html: '<header>Frame</header><main><template data-server-screen=""></template></main>',
  state: { shopApi: { queries: {} } },
});`;
const CATALOG_BUNDLE = `exports.render = async (request) => {
  const id = request.url.split('?')[0].split('/').pop();
  const product = await (await request.fetch(request.apiBaseUrl + '/products/' + id)).json();
  if (id === '13') throw new Error('the screen could not be rendered');
  return { html: '<h1>' + product.title + '</h1>', state: { shopApi: { queries: {} } }, title: product.title };
};`;
const REMOTES = [{ name: 'catalog', manifest: '/mf/catalog/mf-manifest.json', routes: ['/product-detail/:id'], overlays: [] }];

let root: string;
let testApp: TestApp;
/** While set, the renders' catalogue reads wait for it: the page's data is not there yet. */
let dataArrives: Promise<void> | null = null;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-streamed-page-'));
  writeFiles(path.join(root, 'shell'), {
    ...shellPageFiles(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Storefront</title><script>window.boot=1</script></head><body><div id="root"></div></body></html>',
      { scripts: ['/main.1.js'], preloadScripts: [], styles: ['/shell.css'] },
    ),
    'shell.css': '.frame{margin:0}',
    'remotes.json': JSON.stringify({ remotes: REMOTES }),
    'server/render.js': SHELL_BUNDLE,
  });
  writeFiles(path.join(root, 'catalog'), { 'mf-manifest.json': '{}', 'server/render.js': CATALOG_BUNDLE });
  testApp = await startTestApp(
    {
      pageHost: { shellDir: path.join(root, 'shell'), remotes: { catalog: path.join(root, 'catalog') } },
      rateLimit: { max: 1000, timeWindowMs: 60_000 },
    },
    (app) =>
      app.addHook('onRequest', async (request) => {
        if (request.url.startsWith('/api/v1/web/products/') && dataArrives) await dataArrives;
      }),
  );
}, APP_START_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const START = '<!doctype html><html lang="en"><head><meta charset="utf-8"/><script>window.boot=1</script><style data-href="shell.css">.frame{margin:0}</style>';

/** The next chunk the stream gives, or null at its end. */
const nextChunk = (stream: Readable) =>
  new Promise<Buffer | null>((resolve, reject) => {
    const onData = (chunk: Buffer) => done(chunk);
    const onEnd = () => done(null);
    const done = (chunk: Buffer | null) => {
      stream.off('data', onData).off('end', onEnd).off('error', reject).pause();
      resolve(chunk);
    };
    stream.on('data', onData).once('end', onEnd).once('error', reject).resume();
  });

async function rest(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for (let chunk = await nextChunk(stream); chunk; chunk = await nextChunk(stream)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const nonceOf = (policy: unknown) => /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(String(policy))?.[1];

/** What brotli bytes so far decompress to, without the end of the stream. */
const brotliSoFar = (bytes: Buffer) => zlib.brotliDecompressSync(bytes, { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH }).toString();

it('sends the start, compressed and flushed, before the render has its data, and the rest once it has', async () => {
  const { title } = (await testApp.app.inject('/api/v1/web/products/8')).json() as { title: string };
  let arrive!: () => void;
  dataArrives = new Promise((resolve) => (arrive = resolve));
  try {
    const response = await testApp.app.inject({
      url: '/product-detail/8',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
      payloadAsStream: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['x-render-cache']).toBe('miss');
    const stream = response.stream();
    // Read until the start is there; without the flush it never would be before the data, and the test would time out.
    let received = Buffer.alloc(0);
    while (brotliSoFar(received).length < START.length) received = Buffer.concat([received, (await nextChunk(stream))!]);
    expect(brotliSoFar(received)).toBe(START);

    arrive();
    const page = zlib.brotliDecompressSync(Buffer.concat([received, await rest(stream)])).toString();
    const nonce = nonceOf(response.headers['content-security-policy']);
    expect(nonce).toBeDefined();
    expect(page.startsWith(START)).toBe(true);
    expect(page).toContain(`<title>${title}</title>`);
    expect(page).toContain(`<div id="root"><header>Frame</header><main><h1>${title}</h1></main></div>`);
    expect(page).toContain(`<script nonce="${nonce}">${pageLoaderScript()}</script>`);
  } finally {
    arrive();
    dataArrives = null;
  }
});

it('gives every response a nonce of its own, and keeps the page without one', async () => {
  const [first, second] = await Promise.all([9, 10].map((id) => testApp.app.inject({ url: `/product-detail/${id}`, headers: { accept: 'text/html' } })));
  const nonces = [first, second].map((response) => nonceOf(response.headers['content-security-policy']));
  expect(nonces[0]).not.toBe(nonces[1]);
  expect(first.body).toContain(`nonce="${nonces[0]}"`);
  const kept = await testApp.app.inject({ url: '/product-detail/9', headers: { accept: 'text/html' } });
  expect(kept.headers['x-render-cache']).toBe('hit');
  expect(kept.body).not.toContain('nonce=');
  expect(kept.headers['content-security-policy']).not.toContain("'nonce-");
});

it("ends a page whose render fails after its start as the shell's index.html, which the browser renders", async () => {
  for (let i = 0; i < 2; i++) {
    const response = await testApp.app.inject({ url: '/product-detail/13', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-render-cache']).toBe('miss');
    expect(response.body).toBe(
      `${START}<title>Storefront</title><script defer="defer" src="/main.1.js"></script><link rel="preload" as="style" href="/shell.css">` +
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes.json">' +
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/mf/catalog/mf-manifest.json"></head><body><div id="root"></div></body></html>',
    );
  }
});
