// Production build of the front-end apps, the API and the release tool: `node scripts/build.mjs [--changed] [app …]`.
// --changed builds only what differs from its last build (what `npm start` uses). The API is compiled by
// api/build.mjs and the release tool by tools/release/build.mjs (one bundle each, a second or so); `api` and
// `tools/release` may be named like an app. The inline page loader the API writes into pages (startup/build.mjs,
// milliseconds) is built every time.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APPS, isBuilt, RELEASE_TOOL, root, sourceHash, stampFile, webpackCli } from './apps.mjs';

const args = process.argv.slice(2);
const onlyChanged = args.includes('--changed');
const named = args.filter((a) => !a.startsWith('--'));
const wanted = (named.length ? named.filter((name) => name !== 'api' && name !== RELEASE_TOOL) : APPS).filter((app) => !onlyChanged || !isBuilt(app));
const apiWanted = (!named.length || named.includes('api')) && (!onlyChanged || !isBuilt('api'));
// `npm start` (no names, --changed) leaves the tool to its first command (scripts/release.mjs): the store does not run it.
const toolWanted = (named.length ? named.includes(RELEASE_TOOL) : !onlyChanged) && (!onlyChanged || !isBuilt(RELEASE_TOOL));

async function buildApiBundle() {
  const started = Date.now();
  const { buildApi } = await import(pathToFileURL(path.join(root, 'api/build.mjs')).href);
  await buildApi();
  writeFileSync(stampFile('api'), sourceHash('api'));
  console.log(`built api in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function buildReleaseToolBundle() {
  const started = Date.now();
  const { buildReleaseTool } = await import(pathToFileURL(path.join(root, RELEASE_TOOL, 'build.mjs')).href);
  await buildReleaseTool();
  writeFileSync(stampFile(RELEASE_TOOL), sourceHash(RELEASE_TOOL));
  console.log(`built ${RELEASE_TOOL} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [webpackCli, '--mode', 'production'], {
      cwd: path.join(root, app),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`build of ${app} failed (exit ${code})`));
      writeFileSync(stampFile(app), sourceHash(app));
      console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

// Two builds at a time: the machines this runs on have two cores.
async function run() {
  const { buildPageLoader } = await import(pathToFileURL(path.join(root, 'startup/build.mjs')).href);
  await buildPageLoader();
  if (apiWanted) await buildApiBundle();
  if (toolWanted) await buildReleaseToolBundle();
  const started = Date.now();
  const queue = [...wanted];
  const workers = Array.from({ length: Math.min(2, queue.length) }, async () => {
    while (queue.length) await build(queue.shift());
  });
  await Promise.all(workers);
  if (wanted.length > 1) console.log(`built ${wanted.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  else if (!wanted.length && !apiWanted && !toolWanted) console.log('all apps are up to date');
}

run().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
