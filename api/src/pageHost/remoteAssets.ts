// The stylesheets a server-rendered screen of a remote may need before any script runs: those of the remote's
// routes, read from its mf-manifest.json, as file names in its folder. (Its scripts are the federation runtime's to
// load: a preload of them here that failed would be reused by the runtime and stall a later Retry.)
import fs from 'node:fs';
import path from 'node:path';
import type { ExposedContract } from '@storefront/shared/contracts';
import { fileVersionCache } from './fileVersionCache';

interface MfManifest {
  exposes?: { name: string; assets?: { css?: { sync?: string[]; async?: string[] } } }[];
}

/**
 * `name.<contenthash>.css` files with the same hash hold the same rules; one of them is enough. Builds since decision
 * 0051 write no such copies, but a live release may have been built before it.
 */
function uniqueByContent(files: string[]): string[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    const hash = file.match(/\.([0-9a-f]{8})\.css$/)?.[1] ?? file;
    if (seen.has(hash)) return false;
    seen.add(hash);
    return true;
  });
}

const routeStylesheets = fileVersionCache((file) => {
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as MfManifest;
  const routes = manifest.exposes?.find((expose) => expose.name === ('routes' satisfies ExposedContract))?.assets;
  return uniqueByContent([...(routes?.css?.sync ?? []), ...(routes?.css?.async ?? [])]);
});

export function remoteStylesheets(remoteDir: string): string[] {
  return routeStylesheets(path.join(remoteDir, 'mf-manifest.json')) ?? [];
}
