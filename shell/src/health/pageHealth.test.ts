// A page view's health beacon: the remotes that ran, their errors by kind (never a message), each error object once,
// nothing while the shopper is leaving, and only what is new in each beacon.
import type { RemotesManifest } from '@storefront/shared/contracts';
import { flushPageHealth, remoteErred, remoteRan, resetPageHealth, startPageHealth } from './pageHealth';

const leaving = { now: false };
jest.mock('@storefront/shared/page-leaving', () => ({ isLeavingPage: () => leaving.now }));

const RELEASE = '20261202T100000.000Z-bbbbbbbb';
const MANIFEST: RemotesManifest = {
  remotes: [
    { name: 'cart', manifest: `/releases/cart/${RELEASE}/mf-manifest.json`, release: RELEASE, routes: ['/cart'], overlays: [] },
    { name: 'catalog', manifest: '/mf/catalog/mf-manifest.json', routes: ['/', '/store'], overlays: [] },
  ],
};

let sent: unknown[];
const send = (_url: string, body: Blob) => {
  sent.push(body);
  return true;
};
// jsdom's Blob has no text(): read it as a page would have before text() existed.
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const bodies = async () => Promise.all((sent as Blob[]).map(async (blob) => JSON.parse(await textOf(blob))));

beforeEach(() => {
  sent = [];
  leaving.now = false;
  resetPageHealth();
  startPageHealth(MANIFEST, '/cart', send);
});

it('reports the route owner’s view, then another remote’s and an error of the cart once per error object', async () => {
  const error = new Error('alice@example.com could not be shown');
  remoteErred('cart', 'render', error);
  remoteErred('cart', 'render', error);
  remoteRan('catalog');
  flushPageHealth();
  remoteErred('cart', 'uncaught', new Error('second'));
  flushPageHealth();
  flushPageHealth();
  expect(await bodies()).toEqual([
    { route: '/cart', releases: { cart: RELEASE }, views: ['cart', 'catalog'], errors: [{ remote: 'cart', kind: 'render' }], failed: ['cart'] },
    { route: '/cart', releases: { cart: RELEASE }, views: [], errors: [{ remote: 'cart', kind: 'uncaught' }], failed: [] },
  ]);
  expect(JSON.stringify(await bodies())).not.toContain('alice');
});

it('attributes a window error by the remote file its stack names, and ignores the shell’s own', async () => {
  const cartError = new Error('boom');
  cartError.stack = `Error: boom\n    at http://localhost/releases/cart/${RELEASE}/chunk.js:1:1`;
  dispatchEvent(new ErrorEvent('error', { error: cartError }));
  const shellError = new Error('shell');
  shellError.stack = 'Error: shell\n    at http://localhost/main.js:1:1';
  dispatchEvent(new ErrorEvent('error', { error: shellError }));
  flushPageHealth();
  expect((await bodies())[0].errors).toEqual([{ remote: 'cart', kind: 'uncaught' }]);
});

it('counts nothing while the shopper is leaving the page', async () => {
  leaving.now = true;
  remoteErred('cart', 'load', new Error('aborted'));
  flushPageHealth();
  expect((await bodies())[0]).toEqual({ route: '/cart', releases: { cart: RELEASE }, views: ['cart'] });
});

it('carries the sampled speed readings in the same beacon, once each', async () => {
  let readings = [{ name: 'LCP' as const, value: 1200, remote: 'cart' }];
  const { joinVitals } = await import('./pageHealth');
  expect(
    joinVitals(() => {
      const taken = readings;
      readings = [];
      return taken;
    }),
  ).toBe(true);
  flushPageHealth();
  flushPageHealth();
  expect(await bodies()).toEqual([{ route: '/cart', releases: { cart: RELEASE }, vitals: [{ name: 'LCP', value: 1200, remote: 'cart' }], views: ['cart'] }]);
});

it('has no beacon of its own to join before it started', async () => {
  resetPageHealth();
  const { joinVitals } = await import('./pageHealth');
  expect(joinVitals(() => [])).toBe(false);
});
