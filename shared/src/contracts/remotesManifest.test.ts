import { parseRemotesManifest } from './remotesManifest';

const REMOTES = [{ name: 'cart', manifest: '/mf/cart/mf-manifest.json', routes: ['/cart'], overlays: ['cartModal'] }];

describe('parseRemotesManifest', () => {
  it('leaves the remote timeout to the default and refuses overrides when remotes.json says nothing of them', () => {
    const manifest = parseRemotesManifest({ remotes: REMOTES });
    expect(manifest.remoteTimeoutMs).toBeUndefined();
    expect(manifest.allowRemoteOverrides).toBe(false);
    expect(manifest.remotes).toEqual(REMOTES);
  });

  it('reads remoteTimeoutMs and allowRemoteOverrides', () => {
    expect(parseRemotesManifest({ remotes: REMOTES, remoteTimeoutMs: 2500, allowRemoteOverrides: true })).toMatchObject({
      remoteTimeoutMs: 2500,
      allowRemoteOverrides: true,
    });
  });

  it('reads the share of page views that report their speed, and ignores one that is no share rather than stopping the store', () => {
    expect(parseRemotesManifest({ remotes: REMOTES, vitalsSampleRate: 0.25 }).vitalsSampleRate).toBe(0.25);
    expect(parseRemotesManifest({ remotes: REMOTES }).vitalsSampleRate).toBeUndefined();
    expect(parseRemotesManifest({ remotes: REMOTES, vitalsSampleRate: 5 }).vitalsSampleRate).toBeUndefined();
    expect(parseRemotesManifest({ remotes: REMOTES, vitalsSampleRate: '1' }).vitalsSampleRate).toBeUndefined();
  });

  it.each([0, -1, '5000', Infinity, NaN, null])('refuses remoteTimeoutMs %p', (remoteTimeoutMs) => {
    expect(() => parseRemotesManifest({ remotes: REMOTES, remoteTimeoutMs })).toThrow('remoteTimeoutMs must be a positive number');
  });

  it.each(['true', 1, 'yes'])('allows no overrides for allowRemoteOverrides %p (only true does)', (allowRemoteOverrides) => {
    expect(parseRemotesManifest({ remotes: REMOTES, allowRemoteOverrides }).allowRemoteOverrides).toBe(false);
  });

  it('takes any remote remotes.json names, a fifth one too: the list is data', () => {
    const admin = { name: 'admin', manifest: '/mf/admin/mf-manifest.json', routes: ['/admin', '/admin/*'], overlays: [], layout: 'own' };
    expect(parseRemotesManifest({ remotes: [...REMOTES, admin] }).remotes.map((remote) => remote.name)).toEqual(['cart', 'admin']);
  });

  it.each(['', 'Admin', '1st', 'back office', 'admin/x', undefined, 7])('refuses %p as a remote name', (name) => {
    expect(() => parseRemotesManifest({ remotes: [{ ...REMOTES[0], name }] })).toThrow('is not a remote name');
  });

  it('refuses a remote listed twice', () => {
    expect(() => parseRemotesManifest({ remotes: [...REMOTES, ...REMOTES] })).toThrow('remote "cart" is listed twice');
  });

  it.each(['shop', 'OWN', 1])('refuses layout %p (only "store" or "own")', (layout) => {
    expect(() => parseRemotesManifest({ remotes: [{ ...REMOTES[0], layout }] })).toThrow('has layout');
  });
});
