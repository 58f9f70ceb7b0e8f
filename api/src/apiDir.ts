// The API package's folder, found from wherever this code runs: its TypeScript sources (api/src/…) under tsx in
// development and tests, the compiled bundle (api/dist/server.cjs) in production, or the release tool's bundle
// (tools/release/dist), which has the API as a dependency rather than above it.
import fs from 'node:fs';
import path from 'node:path';

function findApiDir(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === '@storefront/api') return dir;
    if (path.dirname(dir) === dir) return dependencyApiDir(from);
  }
}

function dependencyApiDir(from: string): string {
  try {
    return path.dirname(fs.realpathSync(require.resolve('@storefront/api/package.json', { paths: [from] })));
  } catch {
    throw new Error(`no @storefront/api package.json above ${from}, nor one it depends on`);
  }
}

export const API_DIR = findApiDir(__dirname);
