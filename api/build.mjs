// The API compiled for production: one CommonJS file, dist/server.cjs, made from src/server.ts and the shared
// contracts it imports. npm packages stay outside the bundle — native code (sharp, pg), wasm (PGlite) and files they
// read next to themselves — and load from node_modules as in development. `npm start` runs this file, not TypeScript.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const { dependencies } = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));

export const SERVER_BUNDLE = path.join(apiDir, 'dist/server.cjs');

export async function buildApi() {
  await build({
    entryPoints: [path.join(apiDir, 'src/server.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // Every npm dependency stays a require(); only the workspace's own TypeScript (the API, shared, startup) is bundled.
    external: Object.keys(dependencies).filter((name) => !name.startsWith('@storefront/')),
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildApi();
