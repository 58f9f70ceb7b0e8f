// deploy / rollback / releases against a real folder store, with builds made by the test instead of webpack.
import fs from 'node:fs';
import path from 'node:path';
import { folderReleaseStore } from '@storefront/api/releases';
import { abort, deploy, listReleases, promote, ReleaseRefused, rollback, type ReleaseContext } from './releaseCommands';
import { makeReleaseWorkspace, releaseInfo, writeBuild } from './testing/releaseWorkspace';

let root: string;
let printed: string[];
let builds = 0;

function context(heading: string, options: { info?: string; keep?: number } = {}): ReleaseContext {
  return {
    remote: 'cart',
    remoteDir: path.join(root, 'mf-cart'),
    store: folderReleaseStore(path.join(root, 'releases')),
    keep: options.keep ?? 5,
    workspaceBuildDir: path.join(root, 'workspace-dist'),
    shellDir: path.join(root, 'shell-dist'),
    // Nothing listens here: the commands fall back to the shell's build folder and say the store is not running.
    storeUrl: 'http://127.0.0.1:9',
    print: (line) => printed.push(line),
    build: async () => {
      builds += 1;
      return writeBuild(fs.mkdtempSync(path.join(root, 'build-')), heading, options.info);
    },
  };
}

const liveHeading = async () => {
  const store = folderReleaseStore(path.join(root, 'releases'));
  const pointer = await store.readPointer('cart');
  return pointer && fs.readFileSync(path.join((await store.localDir('cart', pointer.live))!, 'page.0a1b2c3d.js'), 'utf8');
};

beforeEach(() => {
  root = makeReleaseWorkspace('release-commands-');
  printed = [];
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('the first deploy keeps the build the store was serving as a release, so rollback returns to it', async () => {
  const release = await deploy(context('Your Cart'));
  expect(await liveHeading()).toBe('render("Your Cart")');
  expect(printed).toContainEqual(expect.stringContaining(`release ${release} is live`));
  expect(printed).toContainEqual(expect.stringContaining('no store answers at http://127.0.0.1:9'));

  await rollback(context('unused'));
  expect(await liveHeading()).toBe('render("Shopping Cart")');
  await expect(rollback(context('unused'))).rejects.toThrow(ReleaseRefused);
  await expect(rollback(context('unused'))).rejects.toThrow('is the oldest release kept; there is nothing to roll back to');
});

test('each rollback goes one release further back', async () => {
  await deploy(context('one'));
  await new Promise((r) => setTimeout(r, 5));
  await deploy(context('two'));
  await new Promise((r) => setTimeout(r, 5));
  await deploy(context('three'));
  await rollback(context('unused'));
  expect(await liveHeading()).toBe('render("two")');
  await rollback(context('unused'));
  expect(await liveHeading()).toBe('render("one")');
});

test('a build identical to the live release publishes nothing', async () => {
  const first = await deploy(context('same'));
  const again = await deploy(context('same'));
  expect(again).toBe(first);
  expect(printed).toContainEqual(expect.stringContaining('nothing to deploy'));
});

test('a release that needs a newer @storefront/shared than the live shell has is refused, and nothing is published', async () => {
  const attempt = deploy(context('needs shared 2', { info: releaseInfo('^2.0.0') }));
  await expect(attempt).rejects.toThrow(ReleaseRefused);
  await expect(deploy(context('needs shared 2', { info: releaseInfo('^2.0.0') }))).rejects.toThrow(
    /built against @storefront\/shared \^2\.0\.0, but the live shell provides @storefront\/shared 1\.2\.0/,
  );
  expect(fs.existsSync(path.join(root, 'releases/cart'))).toBe(false);
});

test('a minor, additive step of shared passes; another major of an exposed contract does not', async () => {
  await expect(deploy(context('additive', { info: releaseInfo('^1.1.0') }))).resolves.toMatch(/-[0-9a-f]{8}$/);
  await expect(deploy(context('breaking', { info: releaseInfo('^1.0.0', { routes: '2.0.0', overlays: '1.0.0' }) }))).rejects.toThrow(
    'provides the ./routes contract 2.0.0, but the live shell expects major version 1',
  );
});

test('keeps the newest RELEASES_KEEP releases and lists them with the live one marked', async () => {
  for (const heading of ['a', 'b', 'c']) {
    await deploy(context(heading, { keep: 2 }));
    await new Promise((r) => setTimeout(r, 5));
  }
  const store = folderReleaseStore(path.join(root, 'releases'));
  const kept = (await store.listReleases('cart')).sort();
  expect(kept).toHaveLength(2);
  expect((await store.readPointer('cart'))?.history).toEqual(kept);
  printed = [];
  await listReleases(context('unused'));
  expect(printed[0]).toContain('releases in');
  expect(printed[1]).toBe(`* ${kept[1]}  (live)`);
  expect(printed[2]).toBe(`  ${kept[0]}`);
  expect(builds).toBeGreaterThan(0);

  // With the store's health figures, each release's goes beside it; a failure to read them is said, not fatal.
  printed = [];
  await listReleases({ ...context('unused'), health: async (ids) => new Map(ids.map((id, n) => [id, `${n + 10} views`])) });
  expect(printed.slice(1)).toEqual([`* ${kept[1]}  (live)  10 views`, `  ${kept[0]}  11 views`]);
  printed = [];
  await listReleases({ ...context('unused'), health: () => Promise.reject(new Error('no database')) });
  expect(printed).toContain('mf-cart: health not shown (no database)');
  expect(printed).toContain(`* ${kept[1]}  (live)`);
});

describe('a canary release', () => {
  test('deploy --canary keeps the live release and adds the canary; promote makes it live; releases marks both', async () => {
    const live = await deploy(context('Your Cart'));
    const canary = await deploy({ ...context('Your Bag'), canaryPercent: 10 });
    const store = folderReleaseStore(path.join(root, 'releases'));
    expect(await store.readPointer('cart')).toMatchObject({ live, canary: { release: canary, percent: 10 } });
    expect(await liveHeading()).toBe('render("Your Cart")');
    expect(printed).toContain(`mf-cart: release ${canary} is the canary for 10 % of browsers; ${live} stays live for the rest`);

    printed = [];
    await listReleases(context('x'));
    expect(printed).toContain(`  ${canary}  (canary, 10 %)`);
    expect(printed).toContain(`* ${live}  (live)`);

    expect(await promote(context('x'))).toBe(canary);
    expect(await store.readPointer('cart')).toEqual(expect.objectContaining({ live: canary }));
    expect((await store.readPointer('cart'))?.canary).toBeUndefined();
    expect(await liveHeading()).toBe('render("Your Bag")');
    await expect(promote(context('x'))).rejects.toThrow('mf-cart: no canary is running; there is nothing to promote.');
  });

  test('abort sends every browser back to the live release and keeps the canary stored', async () => {
    const live = await deploy(context('Your Cart'));
    const canary = await deploy({ ...context('Your Bag'), canaryPercent: 50 });
    expect(await abort(context('x'))).toBe(live);
    const store = folderReleaseStore(path.join(root, 'releases'));
    expect((await store.readPointer('cart'))?.canary).toBeUndefined();
    expect(await store.listReleases('cart')).toContain(canary);
    await expect(abort(context('x'))).rejects.toThrow(ReleaseRefused);
  });

  test('a canary is never pruned while it runs', async () => {
    await deploy(context('Your Cart', { keep: 1 }));
    const canary = await deploy({ ...context('Your Bag', { keep: 1 }), canaryPercent: 5 });
    await deploy({ ...context('Your Basket', { keep: 1 }), canaryPercent: 5 }).then(async (next) => {
      const store = folderReleaseStore(path.join(root, 'releases'));
      // The newer canary replaced the older; the live one and the running canary are kept.
      expect((await store.readPointer('cart'))?.canary?.release).toBe(next);
      expect(await store.listReleases('cart')).not.toContain(canary);
      expect(await store.listReleases('cart')).toContain(next);
    });
  });
});
