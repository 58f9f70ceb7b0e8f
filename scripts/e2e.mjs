// `npm run test:e2e`: only the end-to-end journeys, on @playwright/test (e2e/playwright.config.ts). Its global setup
// builds what is not built and starts a store first, unless E2E_BASE_URL names a running store to test.
// Arguments go on to `playwright test`: `node scripts/e2e.mjs e2e/cart.e2e.ts -g "survive a reload"` runs one file,
// or the tests of it whose title matches.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './apps.mjs';

const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--config', path.join(root, 'e2e/playwright.config.ts'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
