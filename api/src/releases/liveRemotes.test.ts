import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { folderReleaseStore } from './folderReleaseStore';
import { resolveLiveRemotes, type RemotesFile } from './liveRemotes';

const A = '20261101T100000.000Z-aaaaaaaa';
const B = '20261102T100000.000Z-bbbbbbbb';
let root: string;
beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'live-remotes-'));
  fs.mkdirSync(path.join(root, 'build'));
  fs.writeFileSync(path.join(root, 'build/mf-manifest.json'), '{}');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const entry = (name: string, extra: object) => ({ name, manifest: `/mf/${name}/mf-manifest.json`, routes: [], overlays: [], ...extra });

test('live, pinned and as-written entries; browsers fetch releases from RELEASES_BASE_URL when set, pages render from the local copy', async () => {
  const store = folderReleaseStore(path.join(root, 'releases'));
  await store.publish('cart', A, path.join(root, 'build'));
  await store.publish('cart', B, path.join(root, 'build'));
  await store.publish('checkout', A, path.join(root, 'build'));
  await store.writePointer('cart', { live: B, history: [A, B] });
  const file: RemotesFile = {
    apiBaseUrl: '/api/v1/web',
    remotes: [
      entry('cart', { release: 'live' }),
      entry('checkout', { release: A }),
      entry('content', { release: 'live' }),
      { ...entry('catalog', {}), manifest: 'https://catalog.example/mf-manifest.json' },
    ],
  };
  const live = await resolveLiveRemotes(file, {
    store,
    workspaceDirs: new Map([
      ['content', '/work/mf-content/dist'],
      ['catalog', '/work/mf-catalog/dist'],
    ]),
    releasesBaseUrl: 'https://cdn.example/releases/',
    settings: { remoteTimeoutMs: 5000 },
  });
  expect(live.json.remoteTimeoutMs).toBe(5000);
  expect(live.json.remotes.map((r) => [r.name, r.manifest, r.release])).toEqual([
    ['cart', `https://cdn.example/releases/cart/${B}/mf-manifest.json`, B],
    ['checkout', `https://cdn.example/releases/checkout/${A}/mf-manifest.json`, A],
    // No release yet: the workspace build the store serves itself.
    ['content', '/mf/content/mf-manifest.json', undefined],
    // Hosted elsewhere: served as written, and rendered in the browser (no local folder).
    ['catalog', 'https://catalog.example/mf-manifest.json', undefined],
  ]);
  expect(live.dirs.get('cart')).toBe(path.join(root, 'releases/cart', B));
  expect(live.dirs.get('content')).toBe('/work/mf-content/dist');
  expect(live.dirs.has('catalog')).toBe(false);
});

test('a pinned release the store does not have falls back to the manifest URL, with a warning', async () => {
  const warnings: object[] = [];
  const live = await resolveLiveRemotes(
    { remotes: [entry('cart', { release: A })] },
    { store: folderReleaseStore(path.join(root, 'releases')), workspaceDirs: new Map(), log: { warn: (obj) => warnings.push(obj) } },
  );
  expect(live.json.remotes[0].manifest).toBe('/mf/cart/mf-manifest.json');
  expect(warnings).toEqual([{ remote: 'cart', release: A }]);
});

test("a remote that draws its own page keeps its layout when its live release is served (the console's deploys)", async () => {
  const store = folderReleaseStore(path.join(root, 'releases'));
  await store.publish('admin', A, path.join(root, 'build'));
  await store.writePointer('admin', { live: A, history: [A] });
  const live = await resolveLiveRemotes(
    { remotes: [entry('admin', { release: 'live', routes: ['/admin', '/admin/*'], layout: 'own' })] },
    { store, workspaceDirs: new Map([['admin', '/work/mf-admin/dist']]) },
  );
  expect(live.json.remotes).toEqual([
    { name: 'admin', manifest: `/releases/admin/${A}/mf-manifest.json`, release: A, routes: ['/admin', '/admin/*'], overlays: [], layout: 'own' },
  ]);
  expect(live.dirs.get('admin')).toBe(path.join(root, 'releases/admin', A));
});
