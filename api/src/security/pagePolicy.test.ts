import { createHash } from 'node:crypto';
import { pagePolicy, remoteOrigins } from './pagePolicy';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('pagePolicy', () => {
  const remotes = {
    apiBaseUrl: 'https://api.shop.example/api/v1/web',
    remotes: [
      { manifest: '/mf/catalog/mf-manifest.json' },
      { manifest: 'https://cart.example:8443/mf-manifest.json' },
      { manifest: 'https://cart.example:8443/other.json' },
    ],
  };
  const policy = pagePolicy({ inline: { scripts: ['go()'], styles: ['h1{color:red}'] }, remotes });
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it("runs scripts from this origin, the remotes' origins and the page's own inline scripts by hash, no other inline ones", () => {
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${sha256('go()')} https://cart.example:8443`);
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' ${sha256('h1{color:red}')} https://cart.example:8443`);
    expect(policy).not.toMatch(/script-src[^;]*(unsafe|nonce|strict-dynamic)/);
  });

  it('allows nothing inline for a page without inline code', () => {
    const none = pagePolicy({ inline: { scripts: [], styles: [] }, remotes: null });
    expect(directive(none, 'script-src')).toBe("script-src 'self'");
    expect(directive(none, 'style-src')).toBe("style-src 'self'");
  });

  it('fetches from this origin, the API base and the remotes', () => {
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.shop.example https://cart.example:8443");
  });

  it('cannot be framed, and allows no plugins or base element', () => {
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
  });

  it('allows the configured override origins only when remotes.json allows remote overrides, and never any local port', () => {
    const origins = ['http://localhost:3002', 'https://dev.example/x'];
    expect(remoteOrigins({ remotes: [] })).toEqual([]);
    expect(remoteOrigins({ remotes: [], allowRemoteOverrides: true })).toEqual([]);
    expect(remoteOrigins({ remotes: [], allowRemoteOverrides: false, remoteOverrideOrigins: origins })).toEqual([]);
    expect(remoteOrigins({ remotes: [], allowRemoteOverrides: true, remoteOverrideOrigins: origins })).toEqual([
      'http://localhost:3002',
      'https://dev.example',
    ]);
  });

  it('ignores manifests that are not absolute http(s) URLs', () => {
    expect(remoteOrigins({ remotes: [{ manifest: 'javascript:alert(1)' }, { manifest: 42 }] })).toEqual([]);
  });
});
