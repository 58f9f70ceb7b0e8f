// `npm run deploy|rollback|promote|abort|releases|preview -w mf-<name>`: runs the release command (api/src/releases/cli.ts) for the remote
// whose folder npm runs it in.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './apps.mjs';

const [command, ...rest] = process.argv.slice(2);
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'api/src/releases/cli.ts'), command, ...(rest[0] && !rest[0].startsWith('--') ? [] : [process.cwd()]), ...rest],
  {
    stdio: 'inherit',
    env: { ...process.env, INIT_CWD: process.env.INIT_CWD || process.cwd() },
  },
);
process.exit(result.status ?? 1);
