// The Content-Security-Policy of a store page: scripts only from this origin, the remotes' origins and the inline
// scripts and styles the server wrote (by their hashes, inlineCode.ts); fetches only to the API and the remotes.
import { hashSource, type InlineCode } from './inlineCode';

export interface PagePolicyInput {
  /** The page's own inline scripts and styles: these, and no others, may run. */
  inline: InlineCode;
  /** The served /remotes.json: the origins of its manifests and its apiBaseUrl are allowed. */
  remotes: { apiBaseUrl?: unknown; remotes?: { manifest?: unknown }[]; allowRemoteOverrides?: unknown; remoteOverrideOrigins?: unknown } | null;
  /**
   * Also allows inline code carrying this nonce: for a page whose policy goes out before its render has written the
   * rest of its inline code (a page sent as it renders, decision 0054). A page kept for everyone has none.
   */
  nonce?: string;
}

/** The origin of an absolute http(s) URL; null for a path on this origin or anything else. */
function otherOrigin(url: unknown): string | null {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function remoteOrigins(remotes: PagePolicyInput['remotes']): string[] {
  const origins = (remotes?.remotes ?? []).map((remote) => otherOrigin(remote.manifest));
  // Where a developer's own remote build runs, when overrides are allowed (never in production): only the origins
  // configured for it, not every local port (another local server could then run code in the store's pages).
  if (remotes?.allowRemoteOverrides === true && Array.isArray(remotes.remoteOverrideOrigins)) origins.push(...remotes.remoteOverrideOrigins.map(otherOrigin));
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

export function pagePolicy({ inline, remotes, nonce }: PagePolicyInput): string {
  const fromRemotes = remoteOrigins(remotes);
  const api = otherOrigin(remotes?.apiBaseUrl);
  const nonces = nonce ? [`'nonce-${nonce}'`] : [];
  const scripts = [...inline.scripts.map(hashSource), ...nonces];
  const styles = [...inline.styles.map(hashSource), ...nonces];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scripts, ...fromRemotes],
    ['style-src', "'self'", ...styles, ...fromRemotes],
    // React renders style props (slide offsets, placeholder heights) as attributes in server HTML; their values
    // change per render, and hashing them would need 'unsafe-hashes'. Attributes cannot load or run code.
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...fromRemotes],
    ['font-src', "'self'", ...fromRemotes],
    ['media-src', "'self'"],
    ['connect-src', "'self'", ...(api ? [api] : []), ...fromRemotes],
    ['object-src', "'none'"],
    ['frame-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ');
}

/** For HTML files served as they are (a remote's standalone index.html under /mf/ or /releases/): no inline code. */
export const STATIC_PAGE_POLICY =
  "default-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; " +
  "form-action 'self'; frame-ancestors 'none'";
