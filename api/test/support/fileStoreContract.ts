// The behaviour every file store must have (folder or bucket), as one set of tests each store's suite runs.
import type { Readable } from 'node:stream';
import type { FileStore } from '../../src/files/fileStore';

async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export function describeFileStore(name: string, makeStore: () => Promise<FileStore> | FileStore): void {
  describe(`${name}: the file store contract`, () => {
    const content = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 251));
    let store: FileStore;
    beforeEach(async () => {
      store = await makeStore();
    });

    test('keeps a file whole and tells its size', async () => {
      await store.put('deliverables/product-1.zip', content, 'application/zip');
      expect(await store.size('deliverables/product-1.zip')).toBe(content.length);
      expect((await bytesOf(await store.read('deliverables/product-1.zip')))!.equals(content)).toBe(true);
    });

    test('reads one byte range, ends included', async () => {
      await store.put('ranged.bin', content, 'application/octet-stream');
      expect((await bytesOf(await store.read('ranged.bin', { start: 100, end: 199 })))!.equals(content.subarray(100, 200))).toBe(true);
      expect((await bytesOf(await store.read('ranged.bin', { start: content.length - 1, end: content.length - 1 })))!.equals(content.subarray(-1))).toBe(true);
    });

    test('replaces a file whole', async () => {
      await store.put('replaced.txt', Buffer.from('first version'), 'text/plain');
      await store.put('replaced.txt', Buffer.from('second'), 'text/plain');
      expect((await bytesOf(await store.read('replaced.txt')))!.toString()).toBe('second');
      expect(await store.size('replaced.txt')).toBe(6);
    });

    test('has no file it was not given, and none after removing one', async () => {
      expect(await store.size('missing.zip')).toBeNull();
      expect(await store.read('missing.zip')).toBeNull();
      await store.put('gone.txt', Buffer.from('x'), 'text/plain');
      await store.remove('gone.txt');
      expect(await store.size('gone.txt')).toBeNull();
      expect(await store.read('gone.txt')).toBeNull();
    });

    test('refuses keys that would leave the store', async () => {
      for (const key of ['../escape', 'a/../../b', '/absolute', 'UPPER', 'a//b', '']) {
        await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid file key');
        await expect(store.read(key)).rejects.toThrow('Invalid file key');
      }
    });
  });
}
