import { overriddenRemotes } from './remoteOverrides';
import type { RemoteDescriptor } from './remotesManifest';

const REMOTES: RemoteDescriptor[] = [
  { name: 'catalog', manifest: '/mf/catalog/mf-manifest.json', routes: ['/'], overlays: [] },
  { name: 'cart', manifest: '/mf/cart/mf-manifest.json', routes: ['/cart'], overlays: [] },
];
const LOCAL = 'http://localhost:3002/mf-manifest.json';
const manifestOf = (remotes: RemoteDescriptor[], name: string) => remotes.find((r) => r.name === name)!.manifest;

let info: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => info.mockRestore());

describe('overriddenRemotes', () => {
  it('changes nothing and logs nothing without an override', () => {
    expect(overriddenRemotes(REMOTES, '?q=lamp')).toEqual(REMOTES);
    expect(info).not.toHaveBeenCalled();
  });

  it('points a remote at the URL in ?remote.<name>= and keeps it for the tab', () => {
    const remotes = overriddenRemotes(REMOTES, `?remote.cart=${encodeURIComponent(LOCAL)}`);
    expect(manifestOf(remotes, 'cart')).toBe(LOCAL);
    expect(manifestOf(remotes, 'catalog')).toBe('/mf/catalog/mf-manifest.json');
    expect(manifestOf(overriddenRemotes(REMOTES, ''), 'cart')).toBe(LOCAL);
    expect(sessionStorage.getItem('storefront:remote.cart')).toBe(LOCAL);
  });

  it('clears the tab override with an empty ?remote.<name>=', () => {
    sessionStorage.setItem('storefront:remote.cart', LOCAL);
    expect(manifestOf(overriddenRemotes(REMOTES, '?remote.cart='), 'cart')).toBe('/mf/cart/mf-manifest.json');
    expect(sessionStorage.getItem('storefront:remote.cart')).toBeNull();
  });

  it('takes a localStorage override, and prefers the tab one', () => {
    localStorage.setItem('storefront:remote.cart', 'http://localhost:9000/mf-manifest.json');
    expect(manifestOf(overriddenRemotes(REMOTES, ''), 'cart')).toBe('http://localhost:9000/mf-manifest.json');
    expect(manifestOf(overriddenRemotes(REMOTES, `?remote.cart=${LOCAL}`), 'cart')).toBe(LOCAL);
  });

  it('logs one console.info line naming every active override', () => {
    localStorage.setItem('storefront:remote.catalog', 'http://localhost:3001/mf-manifest.json');
    overriddenRemotes(REMOTES, `?remote.cart=${LOCAL}`);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(`[shell] remote overrides active: catalog → http://localhost:3001/mf-manifest.json, cart → ${LOCAL}`);
  });
});
