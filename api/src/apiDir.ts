// The API package's folder, found from wherever this code runs: its TypeScript sources (api/src/…) under tsx in
// development and tests, or the compiled bundle (api/dist/server.cjs) in production.
import fs from 'node:fs';
import path from 'node:path';

function findApiDir(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === '@storefront/api') return dir;
    if (path.dirname(dir) === dir) throw new Error(`no @storefront/api package.json above ${from}`);
  }
}

export const API_DIR = findApiDir(__dirname);
