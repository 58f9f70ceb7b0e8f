// `npm test -w mf-cart` (→ `node ../scripts/test-workspace.mjs mf-cart`): that workspace's own tests, run by the root
// Jest config (its project and path filter), so a team runs only its tests; extra arguments go on to Jest.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { APPS, RELEASE_TOOL, root } from './apps.mjs';

// Which project of the root jest.config.js holds each workspace's tests: the API's (with the release tool's) in node,
// every app's in jsdom.
const PROJECTS = { startup: 'unit', shared: 'unit', ...Object.fromEntries(APPS.map((app) => [app, 'unit'])), api: 'api', [RELEASE_TOOL]: 'api' };

const [workspace, ...jestArgs] = process.argv.slice(2);
if (!(workspace in PROJECTS)) {
  console.error(`unknown workspace: ${workspace ?? '(none)'} (one of ${Object.keys(PROJECTS).join(', ')})`);
  process.exit(2);
}

// Jest matches this pattern as a regular expression against each test file's absolute path.
const folder = `${path.join(root, workspace)}${path.sep}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const args = [path.join(root, 'node_modules/jest/bin/jest.js'), '--selectProjects', PROJECTS[workspace], '--testPathPatterns', `^${folder}`];
// One file at a time for the API, as `npm test` runs it.
if (PROJECTS[workspace] === 'api') args.push('--runInBand');

const result = spawnSync(process.execPath, [...args, ...jestArgs], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
