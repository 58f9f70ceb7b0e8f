// `npm run deploy|rollback|promote|abort|releases|preview -w mf-<name>`: runs the release tool (tools/release, compiled
// to tools/release/dist/release.cjs, built here first when its sources changed) for the remote whose folder npm runs
// it in.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isBuilt, RELEASE_TOOL, root, sourceHash, stampFile } from './apps.mjs';

const { buildReleaseTool, RELEASE_TOOL_BUNDLE } = await import(pathToFileURL(path.join(root, RELEASE_TOOL, 'build.mjs')).href);
if (!isBuilt(RELEASE_TOOL)) {
  await buildReleaseTool();
  writeFileSync(stampFile(RELEASE_TOOL), sourceHash(RELEASE_TOOL));
}

const [command, ...rest] = process.argv.slice(2);
const result = spawnSync(
  process.execPath,
  ['--enable-source-maps', RELEASE_TOOL_BUNDLE, command, ...(rest[0] && !rest[0].startsWith('--') ? [] : [process.cwd()]), ...rest],
  {
    stdio: 'inherit',
    env: { ...process.env, INIT_CWD: process.env.INIT_CWD || process.cwd() },
  },
);
process.exit(result.status ?? 1);
