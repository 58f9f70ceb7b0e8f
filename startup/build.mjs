// Builds the inline loader (src/loader/pageLoader.ts) into dist/page-loader.js: one minified script with no imports,
// which the server reads (src/server/pageLoaderScript.ts) and writes into every page it renders. A step of
// `npm run build` and `npm start` (scripts/build.mjs), `npm run dev` and the API tests' set-up; about 20 ms.
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const startupDir = path.dirname(fileURLToPath(import.meta.url));

export const PAGE_LOADER_FILE = path.join(startupDir, 'dist/page-loader.js');

/** The browsers the store supports (the apps' own output is ES2022; the loader runs before any of it, so it asks less). */
const TARGET = ['es2017'];

export async function buildPageLoader() {
  const result = await build({
    entryPoints: [path.join(startupDir, 'src/loader/pageLoader.ts')],
    bundle: true,
    format: 'iife',
    target: TARGET,
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
  });
  // The script is written between <script> tags as it is: no trailing newline, and nothing that ends the element.
  const code = result.outputFiles[0].text.trim();
  if (/<\/script/i.test(code)) throw new Error('the page loader must not contain "</script"');
  mkdirSync(path.dirname(PAGE_LOADER_FILE), { recursive: true });
  writeFileSync(PAGE_LOADER_FILE, code);
  return code;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildPageLoader();
