// The folder file store: the shared contract, plus what only a folder can show (no temporary files left behind).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeFileStore } from '../../test/support/fileStoreContract';
import { folderFileStore } from './folderFileStore';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

function newStore() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'file-store-'));
  roots.push(root);
  return folderFileStore(root);
}

describeFileStore('folder', newStore);

test('writes under its root only, leaving no temporary file', async () => {
  const store = newStore();
  await store.put('deliverables/product-7.zip', Buffer.from('zip'), 'application/zip');
  expect(fs.readdirSync(path.join(store.location, 'deliverables'))).toEqual(['product-7.zip']);
});
