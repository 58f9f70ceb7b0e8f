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

  it.each([0, -1, '5000', Infinity, NaN, null])('refuses remoteTimeoutMs %p', (remoteTimeoutMs) => {
    expect(() => parseRemotesManifest({ remotes: REMOTES, remoteTimeoutMs })).toThrow('remoteTimeoutMs must be a positive number');
  });

  it.each(['true', 1, 'yes'])('allows no overrides for allowRemoteOverrides %p (only true does)', (allowRemoteOverrides) => {
    expect(parseRemotesManifest({ remotes: REMOTES, allowRemoteOverrides }).allowRemoteOverrides).toBe(false);
  });

  it('still refuses an unknown remote', () => {
    expect(() => parseRemotesManifest({ remotes: [{ ...REMOTES[0], name: 'admin' }] })).toThrow('unknown remote "admin"');
  });
});
