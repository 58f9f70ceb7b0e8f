// `npm start`: build the apps that are not built yet, then run the API, which also serves the composed store.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './apps.mjs';

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--changed'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// The compiled API (api/dist/server.cjs, built above when its sources changed); source maps keep stack traces in TypeScript.
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'api/dist/server.cjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { SERVE_STOREFRONT: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
