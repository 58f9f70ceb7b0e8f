import { overriddenRemotes } from './remoteOverrides';
import type { RemoteDescriptor } from '@storefront/shared/contracts';

const REMOTES: RemoteDescriptor[] = [
  { name: 'catalog', manifest: '/mf/catalog/mf-manifest.json', routes: ['/'], overlays: [] },
  { name: 'cart', manifest: '/mf/cart/mf-manifest.json', routes: ['/cart'], overlays: [] },
];
const LOCAL = 'http://localhost:3002/mf-manifest.json';
/** A developer's store at :3000 that lists their remotes' dev servers in REMOTE_OVERRIDE_ORIGINS. */
const DEVELOPER = {
  pathname: '/cart',
  origin: 'http://localhost:3000',
  allowedOrigins: ['http://localhost:3001', 'http://localhost:3002', 'http://localhost:9000'],
};
const override = (remotes: RemoteDescriptor[], search: string, place = DEVELOPER) => overriddenRemotes(remotes, search, sessionStorage, localStorage, place);
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
    expect(override(REMOTES, '?q=lamp')).toEqual(REMOTES);
    expect(info).not.toHaveBeenCalled();
  });

  it('points a remote at the URL in ?remote.<name>= and keeps it for the tab', () => {
    const remotes = override(REMOTES, `?remote.cart=${encodeURIComponent(LOCAL)}`);
    expect(manifestOf(remotes, 'cart')).toBe(LOCAL);
    expect(manifestOf(remotes, 'catalog')).toBe('/mf/catalog/mf-manifest.json');
    expect(manifestOf(override(REMOTES, ''), 'cart')).toBe(LOCAL);
    expect(sessionStorage.getItem('storefront:remote.cart')).toBe(LOCAL);
  });

  it('clears the tab override with an empty ?remote.<name>=', () => {
    sessionStorage.setItem('storefront:remote.cart', LOCAL);
    expect(manifestOf(override(REMOTES, '?remote.cart='), 'cart')).toBe('/mf/cart/mf-manifest.json');
    expect(sessionStorage.getItem('storefront:remote.cart')).toBeNull();
  });

  it('takes a localStorage override, and prefers the tab one', () => {
    localStorage.setItem('storefront:remote.cart', 'http://localhost:9000/mf-manifest.json');
    expect(manifestOf(override(REMOTES, ''), 'cart')).toBe('http://localhost:9000/mf-manifest.json');
    expect(manifestOf(override(REMOTES, `?remote.cart=${LOCAL}`), 'cart')).toBe(LOCAL);
  });

  it('logs one console.info line naming every active override', () => {
    localStorage.setItem('storefront:remote.catalog', 'http://localhost:3001/mf-manifest.json');
    override(REMOTES, `?remote.cart=${LOCAL}`);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(`[shell] remote overrides active: catalog → http://localhost:3001/mf-manifest.json, cart → ${LOCAL}`);
  });

  it('takes a manifest on the store’s own origin without configuration', () => {
    const own = { ...DEVELOPER, allowedOrigins: [] };
    expect(manifestOf(override(REMOTES, '?remote.cart=/mf/cart/mf-manifest.json?v=2', own), 'cart')).toBe('/mf/cart/mf-manifest.json?v=2');
  });

  it('ignores, with a warning, a manifest on any origin the store does not list, another local port included', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (const url of ['http://localhost:4444/mf-manifest.json', 'https://evil.example/mf-manifest.json', '//evil.example/m.json', 'javascript:alert(1)']) {
        sessionStorage.clear();
        expect(manifestOf(override(REMOTES, `?remote.cart=${encodeURIComponent(url)}`), 'cart')).toBe('/mf/cart/mf-manifest.json');
      }
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('remote overrides ignored'));
      expect(info).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('is never honoured on the console: not on a page under /admin, and never for the remote that owns /admin', () => {
    const admin: RemoteDescriptor = { name: 'admin', manifest: '/mf/admin/mf-manifest.json', routes: ['/admin', '/admin/*'], overlays: [], layout: 'own' };
    const withConsole = [...REMOTES, admin];
    const own = `?remote.admin=${encodeURIComponent('/mf/cart/mf-manifest.json')}&remote.cart=${encodeURIComponent(LOCAL)}`;
    expect(override(withConsole, own, { ...DEVELOPER, pathname: '/admin' })).toEqual(withConsole);
    expect(override(withConsole, own, { ...DEVELOPER, pathname: '/admin/orders/ord_1' })).toEqual(withConsole);
    localStorage.setItem('storefront:remote.cart', LOCAL);
    expect(override(withConsole, '', { ...DEVELOPER, pathname: '/admin' })).toEqual(withConsole);
    sessionStorage.clear();
    const onShop = override(withConsole, own, DEVELOPER);
    expect(manifestOf(onShop, 'admin')).toBe('/mf/admin/mf-manifest.json');
    expect(manifestOf(onShop, 'cart')).toBe(LOCAL);
  });
});
