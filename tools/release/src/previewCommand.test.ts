// preview against a real folder store, with builds made by the test instead of webpack: the candidate is stored and
// the live pointer untouched, the link is signed and expires when asked, the same build is not stored twice, and a
// build (or a stored release) the live shell cannot run is refused with nothing stored.
import fs from 'node:fs';
import path from 'node:path';
import { checkPreviewLink, folderReleaseStore, previewSignature } from '@storefront/api/releases';
import { preview } from './previewCommand';
import { deploy, ReleaseRefused, type ReleaseContext } from './releaseCommands';
import { makeReleaseWorkspace, releaseInfo, writeBuild } from './testing/releaseWorkspace';

const KEY = Buffer.from('the preview command tests’ composition key');
const NOW = new Date('2026-12-07T20:00:00.000Z');
let root: string;
let printed: string[];

const store = () => folderReleaseStore(path.join(root, 'releases'));
const context = (heading: string, info?: string): ReleaseContext => ({
  remote: 'cart',
  remoteDir: path.join(root, 'mf-cart'),
  store: store(),
  keep: 5,
  workspaceBuildDir: path.join(root, 'workspace-dist'),
  shellDir: path.join(root, 'shell-dist'),
  storeUrl: 'http://127.0.0.1:9',
  print: (line) => printed.push(line),
  build: async () => writeBuild(fs.mkdtempSync(path.join(root, 'build-')), heading, info),
});
const options = (extra: { hours?: number; release?: string } = {}) => ({
  hours: extra.hours ?? 24,
  release: extra.release,
  publicBaseUrl: 'https://shop.example/',
  sign: async (link: Parameters<typeof previewSignature>[0]) => previewSignature(link, KEY),
  now: () => NOW,
});
const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

beforeEach(() => {
  root = makeReleaseWorkspace('preview-command-');
  printed = [];
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('stores the candidate without making it live, and prints a link signed for it that works for the hours asked', async () => {
  const live = await deploy(context('Live Cart'));
  const { release, url } = await preview(context('Candidate Cart'), options({ hours: 48 }));
  expect(release).not.toBe(live);
  expect(await store().readPointer('cart')).toEqual({ live, history: expect.arrayContaining([live]) });
  expect((await store().readPointer('cart'))?.history).not.toContain(release);
  expect(fs.readFileSync(path.join((await store().localDir('cart', release))!, 'page.0a1b2c3d.js'), 'utf8')).toBe('render("Candidate Cart")');

  expect(url.startsWith('https://shop.example/preview?')).toBe(true);
  const expires = NOW.getTime() / 1000 + 48 * 3600;
  expect(queryOf(url)).toMatchObject({ remote: 'cart', release, expires: String(expires) });
  expect(checkPreviewLink(queryOf(url), KEY, expires - 1)).toEqual({ ok: true, link: { remote: 'cart', release, expires } });
  expect(checkPreviewLink(queryOf(url), KEY, expires)).toMatchObject({ ok: false, status: 410 });
  expect(printed).toContainEqual(`mf-cart: release ${release} is stored for preview; shoppers still get ${live}.`);
  expect(printed).toContainEqual(`  ${url}`);
  expect(printed).toContainEqual(expect.stringContaining('https://shop.example/preview/leave leaves the preview'));
});

test('the same build is not stored twice; --release makes a new link to a stored release', async () => {
  const first = await preview(context('Candidate Cart'), options());
  const again = await preview(context('Candidate Cart'), options());
  expect(again.release).toBe(first.release);
  expect(printed).toContainEqual(`mf-cart: this build is stored already as release ${first.release}.`);
  expect(await store().listReleases('cart')).toEqual([first.release]);

  const relinked = await preview(context('unused'), options({ release: first.release, hours: 1 }));
  expect(relinked.release).toBe(first.release);
  expect(queryOf(relinked.url).expires).toBe(String(NOW.getTime() / 1000 + 3600));
  await expect(preview(context('unused'), options({ release: '20261201T100000.000Z-00000000' }))).rejects.toThrow(
    'mf-cart: no release 20261201T100000.000Z-00000000 is stored; npm run releases -w mf-cart lists them.',
  );
});

test('the contract gate runs first: a build the live shell cannot run is refused and nothing is stored', async () => {
  const refused = preview(context('Needs a newer shared', releaseInfo('^1.3.0')), options());
  await expect(refused).rejects.toThrow(ReleaseRefused);
  await expect(refused).rejects.toThrow(/refused — this release does not fit the live shell/);
  expect(await store().listReleases('cart')).toEqual([]);
  expect(printed.some((line) => line.includes('/preview?'))).toBe(false);
});

test('a stored release is checked again against the shell live now', async () => {
  const { release } = await preview(context('Candidate Cart'), options());
  fs.writeFileSync(
    path.join(root, 'shell-dist/storefront-release.json'),
    JSON.stringify({ app: 'shell', role: 'shell', shared: { version: '2.0.0', range: '^2.0.0' }, contracts: { routes: '2.0.0', overlays: '1.0.0' } }),
  );
  await expect(preview(context('unused'), options({ release }))).rejects.toThrow(`mf-cart: refused — release ${release} does not fit the live shell`);
});
