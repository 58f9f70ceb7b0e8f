// The front-end apps of the workspace, in build order, with the inputs whose change makes a rebuild necessary.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import remoteWorkspaces from './remoteWorkspaces.cjs';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shell', ...remoteWorkspaces.REMOTE_WORKSPACES];
/** The release tool's workspace (built by its build.mjs, like the API, not by webpack). */
export const RELEASE_TOOL = 'tools/release';
/** What a build bundles from beside its own folder, besides shared and the start-up: the tool bundles the API's entry for it. */
const ALSO_BUNDLED = { [RELEASE_TOOL]: ['api/src', 'api/package.json'] };

function walk(dir, out) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** A hash of everything an app's production build depends on in this repo. */
export function sourceHash(app) {
  const inputs = [
    ...walk(path.join(root, app, 'src'), []),
    ...walk(path.join(root, app, 'public'), []),
    path.join(root, app, 'package.json'),
    path.join(root, app, 'webpack.config.js'),
    path.join(root, 'shared', 'package.json'),
    ...walk(path.join(root, 'shared', 'src'), []),
    path.join(root, 'startup', 'package.json'),
    ...walk(path.join(root, 'startup', 'src'), []),
    ...walk(path.join(root, 'webpack'), []),
    path.join(root, 'tsconfig.base.json'),
    path.join(root, 'package-lock.json'),
    ...(ALSO_BUNDLED[app] ?? []).flatMap((input) => (input.endsWith('.json') ? [path.join(root, input)] : walk(path.join(root, input), []))),
  ].filter((f) => existsSync(f) && statSync(f).isFile() && !f.endsWith('.test.ts') && !f.endsWith('.test.tsx'));
  const hash = createHash('sha256');
  for (const file of inputs.sort()) {
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export const stampFile = (app) => path.join(root, app, 'dist', '.build-hash');

export function isBuilt(app) {
  const stamp = stampFile(app);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === sourceHash(app);
}

/** webpack-cli's entry, resolved from the config package that depends on it (npm may not hoist it). */
export const webpackCli = createRequire(path.join(root, 'webpack/package.json')).resolve('webpack-cli/bin/cli.js');
