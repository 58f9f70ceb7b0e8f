// The behaviour every release store must have (folder or bucket), as one set of tests each store's suite runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReleaseStore } from '../../src/releases/releaseStore';

const A = '20261101T100000.000Z-aaaaaaaa';
const B = '20261102T100000.000Z-bbbbbbbb';

export function describeReleaseStore(name: string, makeStore: () => Promise<ReleaseStore> | ReleaseStore): void {
  describe(`${name}: the release store contract`, () => {
    let build: string;
    let store: ReleaseStore;
    beforeEach(async () => {
      build = fs.mkdtempSync(path.join(os.tmpdir(), 'release-build-'));
      fs.mkdirSync(path.join(build, 'server'));
      fs.writeFileSync(path.join(build, 'remoteEntry.js'), 'entry');
      fs.writeFileSync(path.join(build, 'remoteEntry.js.br'), Buffer.from([0x0b, 0x02, 0x80]));
      fs.writeFileSync(path.join(build, 'server/render.js'), 'render');
      store = await makeStore();
    });
    afterEach(() => fs.rmSync(build, { recursive: true, force: true }));

    test('publishes a build as a release with every file, readable from a local folder', async () => {
      await store.publish('cart', A, build);
      expect(await store.listReleases('cart')).toEqual([A]);
      const dir = await store.localDir('cart', A);
      expect(dir!.startsWith(store.localRoot)).toBe(true);
      expect(fs.readFileSync(path.join(dir!, 'server/render.js'), 'utf8')).toBe('render');
      expect([...fs.readFileSync(path.join(dir!, 'remoteEntry.js.br'))]).toEqual([0x0b, 0x02, 0x80]);
      await expect(store.publish('cart', A, build)).rejects.toThrow();
    });

    test('has no release it was not given, and keeps remotes apart', async () => {
      await store.publish('cart', A, build);
      expect(await store.localDir('cart', B)).toBeNull();
      expect(await store.localDir('checkout', A)).toBeNull();
      expect(await store.listReleases('checkout')).toEqual([]);
    });

    test('replaces the pointer whole; none reads as null', async () => {
      expect(await store.readPointer('cart')).toBeNull();
      await store.writePointer('cart', { live: A, history: [A] });
      await store.writePointer('cart', { live: B, history: [A, B] });
      expect(await store.readPointer('cart')).toEqual({ live: B, history: [A, B] });
    });

    test('removes a release', async () => {
      await store.publish('cart', A, build);
      await store.publish('cart', B, build);
      await store.remove('cart', A);
      expect(await store.listReleases('cart')).toEqual([B]);
      expect(await store.localDir('cart', A)).toBeNull();
    });

    test('rejects names that would leave the store', async () => {
      await expect(store.localDir('cart', '../../etc')).rejects.toThrow('Invalid release id');
      await expect(store.readPointer('../cart')).rejects.toThrow('Invalid remote name');
    });

    test('runs one deploy of a remote at a time', async () => {
      const order: string[] = [];
      const slow = store.exclusive('cart', async () => {
        order.push('first starts');
        await new Promise((resolve) => setTimeout(resolve, 400));
        order.push('first ends');
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      await store.exclusive('cart', async () => order.push('second'));
      await slow;
      expect(order).toEqual(['first starts', 'first ends', 'second']);
    });
  });
}
