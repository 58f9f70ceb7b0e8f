import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeReleaseStore } from '../../test/support/releaseStoreContract';
import { folderReleaseStore } from './folderReleaseStore';

const roots: string[] = [];
const newRoot = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'release-store-'));
  roots.push(root);
  return root;
};
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

describeReleaseStore('folder', () => folderReleaseStore(newRoot()));

test('the pointer file is swapped by rename (no temporary file is left) and a broken one reads as none', async () => {
  const root = newRoot();
  const store = folderReleaseStore(root);
  await store.writePointer('cart', { live: '20261101T100000.000Z-aaaaaaaa', history: ['20261101T100000.000Z-aaaaaaaa'] });
  expect(fs.readdirSync(path.join(root, 'cart'))).toEqual(['live.json']);
  fs.writeFileSync(path.join(root, 'cart/live.json'), '{"live":');
  expect(await store.readPointer('cart')).toBeNull();
});

test('takes over a lock whose process is gone (a deploy killed half-way)', async () => {
  const root = newRoot();
  fs.mkdirSync(path.join(root, 'cart'));
  fs.writeFileSync(path.join(root, 'cart/.deploy.lock'), '999999999');
  await expect(folderReleaseStore(root).exclusive('cart', async () => 'ran')).resolves.toBe('ran');
});
