// Content negotiation and conditional-request helpers for responses the API prepares itself.

export type ContentEncoding = 'br' | 'gzip';

/** The best of br/gzip the client accepts (q > 0), preferring br on a tie; null for identity. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const qualities = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
    qualities.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const wildcard = qualities.get('*') ?? 0;
  const quality = (encoding: ContentEncoding) => qualities.get(encoding) ?? wildcard;
  const best = (['br', 'gzip'] as const).reduce((a, b) => (quality(b) > quality(a) ? b : a));
  return quality(best) > 0 ? best : null;
}

/** Weak comparison (RFC 9110 §13.1.2): does If-None-Match name this ETag? */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => opaque(candidate) === opaque(etag));
}
