// The built inline loader (../../build.mjs → dist/page-loader.js), as the server writes it between <script> tags. The
// same text on every page, so its hash in the page's Content-Security-Policy is the same too. Read once per file
// version: a rebuilt loader is picked up without a restart, as a redeployed shell is.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Found as a package from wherever this code runs: its TypeScript, or the API's bundle (api/dist/server.cjs).
const startupDir = path.dirname(createRequire(__filename).resolve('@storefront/startup/package.json'));
export const PAGE_LOADER_FILE = path.join(startupDir, 'dist/page-loader.js');

let kept: { mtimeMs: number; size: number; text: string } | null = null;

export function pageLoaderScript(file = PAGE_LOADER_FILE): string {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new Error(`the page loader is not built (${file}): run \`npm run build\` (or \`node startup/build.mjs\`)`);
  }
  if (!kept || kept.mtimeMs !== stat.mtimeMs || kept.size !== stat.size) kept = { mtimeMs: stat.mtimeMs, size: stat.size, text: fs.readFileSync(file, 'utf8') };
  return kept.text;
}
