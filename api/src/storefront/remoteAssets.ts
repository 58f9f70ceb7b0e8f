// The stylesheets a server-rendered screen of a remote may need before any script runs: those of the remote's
// routes, read from its mf-manifest.json, as file names in its folder. (Its scripts are the federation runtime's to
// load: a preload of them here that failed would be reused by the runtime and stall a later Retry.)
import fs from 'node:fs';
import path from 'node:path';

interface MfManifest {
  exposes?: { name: string; assets?: { css?: { sync?: string[]; async?: string[] } } }[];
}

const cache = new Map<string, { mtimeMs: number; stylesheets: string[] }>();

/** `name.<contenthash>.css` files with the same hash hold the same rules; one of them is enough. */
function uniqueByContent(files: string[]): string[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    const hash = file.match(/\.([0-9a-f]{8})\.css$/)?.[1] ?? file;
    if (seen.has(hash)) return false;
    seen.add(hash);
    return true;
  });
}

export function remoteStylesheets(remoteDir: string): string[] {
  const file = path.join(remoteDir, 'mf-manifest.json');
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return [];
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.stylesheets;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as MfManifest;
  const routes = manifest.exposes?.find((expose) => expose.name === 'routes')?.assets;
  const stylesheets = uniqueByContent([...(routes?.css?.sync ?? []), ...(routes?.css?.async ?? [])]);
  cache.set(file, { mtimeMs: stat.mtimeMs, stylesheets });
  return stylesheets;
}
