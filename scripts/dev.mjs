// `npm run dev` (every app) or `node scripts/dev.mjs mf-cart` (one app standalone): webpack dev servers with
// reload, plus the API on port 4000 unless API_URL points at one that is already running.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { APPS, root, webpackCli } from './apps.mjs';

const { devPortOf } = createRequire(import.meta.url)('../webpack/devPorts.js');

const named = process.argv.slice(2);
const apps = named.length ? named : APPS;
const unknown = apps.filter((app) => !APPS.includes(app));
if (unknown.length) {
  console.error(`unknown app: ${unknown.join(', ')} (one of ${APPS.join(', ')})`);
  process.exit(2);
}

const children = [];
if (!process.env.API_URL) {
  children.push(
    spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(root, 'api/src/server.ts')], {
      cwd: root,
      stdio: 'inherit',
      // Payment return links go to the page the developer has open: the composed shell, or the one remote's dev server.
      env: {
        PUBLIC_BASE_URL: `http://localhost:${devPortOf(named.length === 1 ? named[0] : 'shell')}`,
        ...process.env,
        PORT: '4000',
        SERVE_STOREFRONT: '0',
      },
    }),
  );
}
for (const app of apps) {
  children.push(spawn(process.execPath, [webpackCli, 'serve', '--mode', 'development'], { cwd: path.join(root, app), stdio: 'inherit' }));
}
console.log(
  named.length
    ? `dev: ${apps.join(', ')} (see the ports above) · API: ${process.env.API_URL || 'http://localhost:4000'}`
    : 'composed store (dev): http://localhost:3000 · API: http://localhost:4000',
);
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
