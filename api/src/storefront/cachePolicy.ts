// Which static files browsers may keep: entry points and manifests must be revalidated on every load (a
// redeploy replaces them in place); everything else carries a content hash in its name and never changes.
import path from 'node:path';

const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remotes.json', 'index.html']);

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  return ENTRY_FILES.has(name) || name.endsWith('.html') ? NO_CACHE : IMMUTABLE;
}
