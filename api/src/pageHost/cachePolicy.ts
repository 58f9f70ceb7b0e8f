// Which static files browsers may keep. A file whose name carries a content hash (`main.3f9a2c1b.js`) never changes
// and is kept for a year; every other file — entry points, manifests, pages, the icons — changes in place when a
// release goes live and is revalidated on every use. The same rule holds for every encoding: `remoteEntry.js.br` is
// remoteEntry.js to the browser.
import path from 'node:path';

const PRECOMPRESSED = /\.(br|gz)$/;
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(PRECOMPRESSED, '');
  return CONTENT_HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
