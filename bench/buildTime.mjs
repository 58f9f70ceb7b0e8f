// Clean production build time of every app, and of one remote alone.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '../scripts/apps.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function timedBuild(apps) {
  for (const app of apps) rmSync(path.join(root, app, 'dist'), { recursive: true, force: true });
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), ...apps], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`build of ${apps.join(', ')} failed`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

export function measureBuilds({ remote = 'mf-catalog' } = {}) {
  const oneRemoteSeconds = timedBuild([remote]);
  const allAppsSeconds = timedBuild(APPS);
  return { allAppsSeconds, oneRemote: remote, oneRemoteSeconds };
}
