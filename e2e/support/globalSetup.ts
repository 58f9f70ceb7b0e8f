// Builds what is not built, then starts the composed store on a free port with a throwaway database.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { STATE_FILE } from './state';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStore } = require('../../scripts/storeProcess.cjs') as typeof import('../../scripts/storeProcess.cjs');

const root = path.resolve(__dirname, '../..');

export default async function globalSetup(): Promise<void> {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--changed'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the front-end build failed');

  const store = await startStore();
  (globalThis as { __STOREFRONT_E2E__?: typeof store }).__STOREFRONT_E2E__ = store;
  writeFileSync(STATE_FILE, JSON.stringify({ pid: store.pid, baseUrl: store.baseUrl, dataDir: store.dataDir }));
  process.env.E2E_BASE_URL = store.baseUrl;
}
