import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { folderReleaseStore } from './folderReleaseStore';

const A = '20261101T100000.000Z-aaaaaaaa';
let root: string;
let build: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'release-store-'));
  build = fs.mkdtempSync(path.join(os.tmpdir(), 'release-build-'));
  fs.mkdirSync(path.join(build, 'server'));
  fs.writeFileSync(path.join(build, 'remoteEntry.js'), 'entry');
  fs.writeFileSync(path.join(build, 'server/render.js'), 'render');
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(build, { recursive: true, force: true });
});

test('publishes a build as a release with all its files, and refuses to overwrite one', async () => {
  const store = folderReleaseStore(root);
  await store.publish('cart', A, build);
  const dir = await store.localDir('cart', A);
  expect(fs.readFileSync(path.join(dir!, 'server/render.js'), 'utf8')).toBe('render');
  expect(await store.listReleases('cart')).toEqual([A]);
  await expect(store.publish('cart', A, build)).rejects.toThrow();
  expect(fs.readdirSync(path.join(root, 'cart'))).toEqual([A]);
});

test('the pointer is replaced whole, and a missing or broken one reads as none', async () => {
  const store = folderReleaseStore(root);
  expect(await store.readPointer('cart')).toBeNull();
  await store.writePointer('cart', { live: A, history: [A] });
  expect(await store.readPointer('cart')).toEqual({ live: A, history: [A] });
  expect(fs.readdirSync(path.join(root, 'cart'))).toEqual(['live.json']);
  fs.writeFileSync(path.join(root, 'cart/live.json'), '{"live":');
  expect(await store.readPointer('cart')).toBeNull();
});

test('removes a release and rejects names that would leave the store', async () => {
  const store = folderReleaseStore(root);
  await store.publish('cart', A, build);
  await store.remove('cart', A);
  expect(await store.localDir('cart', A)).toBeNull();
  await expect(store.localDir('cart', '../../etc')).rejects.toThrow('Invalid release id');
  await expect(store.readPointer('../cart')).rejects.toThrow('Invalid remote name');
});

test('runs one deploy of a remote at a time, and takes over a lock whose process is gone', async () => {
  const store = folderReleaseStore(root);
  const order: string[] = [];
  const slow = store.exclusive('cart', async () => {
    order.push('first starts');
    await new Promise((resolve) => setTimeout(resolve, 300));
    order.push('first ends');
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  await store.exclusive('cart', async () => order.push('second'));
  await slow;
  expect(order).toEqual(['first starts', 'first ends', 'second']);

  fs.writeFileSync(path.join(root, 'cart/.deploy.lock'), '999999999');
  await expect(store.exclusive('cart', async () => 'ran')).resolves.toBe('ran');
});
