// `npm run test:e2e`: only the end-to-end journeys (builds what is not built and starts a store first, unless
// E2E_BASE_URL names a running store to test).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './apps.mjs';

const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/jest/bin/jest.js'), '--config', 'e2e/jest.config.js', '--runInBand', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
