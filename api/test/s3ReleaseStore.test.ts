// The release store in an S3-compatible bucket, against a fake bucket on 127.0.0.1 that speaks S3's REST protocol.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { s3ReleaseStore } from '../src/releases/s3ReleaseStore';
import { startFakeS3, type FakeS3 } from './fakes/fakeS3';
import './support/nativeEsmPackages';
import { APP_START_TIMEOUT_MS, startTestApp } from './support/testApp';
import { writeFiles } from './support/writeFiles';
import { describeReleaseStore } from './support/releaseStoreContract';

let fake: FakeS3;
const roots: string[] = [];
beforeAll(async () => {
  fake = await startFakeS3('shop');
});
afterAll(async () => {
  await fake.close();
  roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true }));
});

function newStore(prefix = `run-${roots.length}/`, localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'release-cache-'))) {
  roots.push(localRoot);
  return s3ReleaseStore({
    bucket: 'shop',
    prefix,
    localRoot,
    pointerTtlMs: 0,
    client: { endpoint: fake.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' } },
  });
}

describeReleaseStore('S3 bucket', () => newStore());

const A = '20261101T100000.000Z-aaaaaaaa';

test('another instance (its own local copy) sees a release and a switch made by the first', async () => {
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'release-build-'));
  fs.writeFileSync(path.join(build, 'remoteEntry.js'), 'shared entry');
  const first = newStore('shared/');
  const second = newStore('shared/');
  await first.publish('cart', A, build);
  await first.writePointer('cart', { live: A, history: [A] });
  expect(await second.readPointer('cart')).toEqual({ live: A, history: [A] });
  const dir = await second.localDir('cart', A);
  expect(fs.readFileSync(path.join(dir!, 'remoteEntry.js'), 'utf8')).toBe('shared entry');
  fs.rmSync(build, { recursive: true, force: true });
});

test("a promote written by one instance is read by another once the pointer it holds is older than the pointer's cache time", async () => {
  const B = '20261102T100000.000Z-bbbbbbbb';
  const ttlMs = 5000;
  const clock = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  try {
    const first = newStore('promote/');
    const second = s3ReleaseStore({
      bucket: 'shop',
      prefix: 'promote/',
      localRoot: fs.mkdtempSync(path.join(os.tmpdir(), 'release-cache-')),
      pointerTtlMs: ttlMs,
      client: { endpoint: fake.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' } },
    });
    roots.push(second.localRoot);
    expect(second.pointerTtlMs).toBe(ttlMs);
    await first.writePointer('cart', { live: A, history: [A], canary: { release: B, percent: 5 } });
    expect((await second.readPointer('cart'))?.live).toBe(A);
    // The promote, through the first instance.
    await first.writePointer('cart', { live: B, history: [A, B] });
    clock.mockReturnValue(1_000_000 + ttlMs - 1);
    expect((await second.readPointer('cart'))?.live).toBe(A);
    clock.mockReturnValue(1_000_000 + ttlMs);
    expect(await second.readPointer('cart')).toEqual({ live: B, history: [A, B] });
  } finally {
    clock.mockRestore();
  }
});

test('a release whose upload did not finish is neither listed nor served', async () => {
  const store = newStore('partial/');
  fake.objects.set(`partial/cart/${A}/remoteEntry.js`, Buffer.from('half'));
  expect(await store.listReleases('cart')).toEqual([]);
  expect(await store.localDir('cart', A)).toBeNull();
});

test('files carry the Cache-Control a CDN in front of the bucket should send', async () => {
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'release-build-'));
  fs.writeFileSync(path.join(build, 'remoteEntry.js'), 'entry');
  fs.writeFileSync(path.join(build, 'main.0a1b2c3d.js.br'), 'compressed');
  fs.writeFileSync(path.join(build, 'listWorker.worker.0a1b2c3d.mjs'), 'export {}');
  await newStore('headers/').publish('cart', A, build);
  expect(fake.headers.get(`headers/cart/${A}/remoteEntry.js`)).toEqual({
    'content-type': 'text/javascript; charset=utf-8',
    'content-encoding': undefined,
    'cache-control': 'no-cache',
  });
  expect(fake.headers.get(`headers/cart/${A}/main.0a1b2c3d.js.br`)).toEqual({
    'content-type': 'text/javascript; charset=utf-8',
    'content-encoding': 'br',
    'cache-control': 'public, max-age=31536000, immutable',
  });
  // A module worker's script (decision 0045): a browser starts it only with a JavaScript type.
  expect(fake.headers.get(`headers/cart/${A}/listWorker.worker.0a1b2c3d.mjs`)).toEqual({
    'content-type': 'text/javascript; charset=utf-8',
    'content-encoding': undefined,
    'cache-control': 'public, max-age=31536000, immutable',
  });
  expect(fake.objects.get(`headers/cart/.releases/${A}`)?.toString()).toBe(A);
  fs.rmSync(build, { recursive: true, force: true });
});

test(
  'a store serves a release it has never seen from the bucket: /remotes.json names it and its files download once',
  async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-s3-'));
    roots.push(root);
    writeFiles(path.join(root, 'shell'), {
      'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
      'remotes.json': JSON.stringify({ remotes: [{ name: 'cart', manifest: '/mf/cart/mf-manifest.json', release: 'live', routes: ['/cart'], overlays: [] }] }),
    });
    writeFiles(path.join(root, 'build'), { 'mf-manifest.json': '{"name":"cart"}', 'cart.0a1b2c3d.js': 'cart chunk' });
    const deployer = newStore('served/');
    await deployer.publish('cart', A, path.join(root, 'build'));
    await deployer.writePointer('cart', { live: A, history: [A] });

    const testApp = await startTestApp({
      pageHost: { shellDir: path.join(root, 'shell'), remotes: {}, releaseStore: newStore('served/'), serverRendering: false },
    });
    try {
      const remotes = (await testApp.app.inject({ url: '/remotes.json' })).json();
      expect(remotes.remotes[0]).toMatchObject({ name: 'cart', release: A, manifest: `/releases/cart/${A}/mf-manifest.json` });
      const before = fake.requests.length;
      const chunk = await testApp.app.inject({ url: `/releases/cart/${A}/cart.0a1b2c3d.js` });
      expect(chunk.body).toBe('cart chunk');
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const downloads = fake.requests.length - before;
      expect((await testApp.app.inject({ url: `/releases/cart/${A}/mf-manifest.json` })).statusCode).toBe(200);
      expect(fake.requests.length - before).toBe(downloads);
    } finally {
      await testApp.close();
    }
  },
  APP_START_TIMEOUT_MS,
);
