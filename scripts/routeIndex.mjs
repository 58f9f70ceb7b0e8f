#!/usr/bin/env node
// Writes docs/routes.md: for every page address, the remote that owns it (shell/public/remotes.json) and the file of
// its screen (the remote's src/exposes/routes.ts; the console's pages from mf-admin/src/app/consolePages.ts); and
// for every overlay, its owner and file (src/exposes/overlays.ts). `--check` (part of `npm run lint`) fails when the
// page is not what the code says, or when an address or overlay remotes.json lists has no screen.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeOrCheck } from './writtenPage.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'docs', 'routes.md');
const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The file an `import('…')` names, relative to the repository, with its extension. */
function moduleFile(fromFile, specifier) {
  const base = path.join(path.dirname(fromFile), specifier);
  const found = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((file) => fs.existsSync(path.join(ROOT, file)));
  if (!found) throw new Error(`${fromFile}: ${specifier} is no file`);
  return found.split(path.sep).join('/');
}

/** `path: '…'` (or a key) → the module its `import('…')` loads, in one exposes file; shared loaders by name. */
function exposed(file, keyPattern) {
  const text = read(file);
  const loaders = new Map([...text.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)].map((m) => [m[1], moduleFile(file, m[2])]));
  const entries = new Map();
  const matches = [...text.matchAll(keyPattern)];
  matches.forEach((m, i) => {
    // The entry runs to the next one: its own import('…'), or a loader named by `load:`.
    const rest = text.slice(m.index, matches[i + 1]?.index ?? text.length);
    const named = /load: (\w+)\b/.exec(rest);
    const direct = /import\('([^']+)'\)/.exec(rest);
    if (named && loaders.has(named[1])) entries.set(m[1], loaders.get(named[1]));
    else if (direct) entries.set(m[1], moduleFile(file, direct[1]));
  });
  return entries;
}

export function routeIndex() {
  const { remotes } = JSON.parse(read('shell/public/remotes.json'));
  const pages = [];
  const overlays = [];
  const problems = [];
  for (const remote of remotes) {
    const folder = `mf-${remote.name}`;
    const routes = exposed(`${folder}/src/exposes/routes.ts`, /path: '([^']+)'/g);
    for (const route of remote.routes) {
      if (!routes.has(route)) problems.push(`${route}: listed for ${remote.name} in remotes.json, not in ${folder}/src/exposes/routes.ts`);
      else pages.push([route, remote.name, routes.get(route)]);
    }
    if (remote.overlays.length > 0) {
      const owned = exposed(`${folder}/src/exposes/overlays.ts`, /^\s+(\w+): \(\) => import/gm);
      for (const name of remote.overlays) {
        if (!owned.has(name)) problems.push(`${name}: listed for ${remote.name} in remotes.json, not in ${folder}/src/exposes/overlays.ts`);
        else overlays.push([name, remote.name, owned.get(name)]);
      }
    }
  }
  // The console routes itself below /admin: one row per console page.
  for (const m of read('mf-admin/src/app/consolePages.ts').matchAll(/\{ path: '([^']+)', page: '(\w+)' \}/g)) {
    const folder = `mf-admin/src/screens/${m[2]}`;
    const screen = fs.existsSync(path.join(ROOT, folder)) ? fs.readdirSync(path.join(ROOT, folder)).find((file) => /Page\.tsx$/.test(file)) : undefined;
    if (!screen) problems.push(`${m[1]}: no ${folder}/*Page.tsx`);
    else pages.push([m[1], 'admin (console page)', `${folder}/${screen}`]);
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const link = (file) => `[${file}](../${file})`;
  return [
    '# Where each page and overlay is',
    '',
    'Written by `node scripts/routeIndex.mjs` from `shell/public/remotes.json` (which remote owns an address) and each',
    "remote's `src/exposes/routes.ts` and `overlays.ts` (which file draws it); `npm run lint` checks it. The console's",
    'pages come from `mf-admin/src/app/consolePages.ts`. An API path is found by its route file: see',
    '[architecture.md](architecture.md).',
    '',
    '## Pages',
    '',
    '| address | remote | screen |',
    '|---|---|---|',
    ...pages.map(([route, remote, file]) => `| \`${route}\` | ${remote} | ${link(file)} |`),
    '',
    '## Overlays',
    '',
    '| overlay | remote | component |',
    '|---|---|---|',
    ...overlays.map(([name, remote, file]) => `| \`${name}\` | ${remote} | ${link(file)} |`),
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeOrCheck(OUT, routeIndex(), 'node scripts/routeIndex.mjs');
