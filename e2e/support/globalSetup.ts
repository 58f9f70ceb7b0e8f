// Builds what is not built, then starts the composed store on a free port with a throwaway database.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { STATE_FILE } from './state';

const root = path.resolve(__dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the store did not answer at ${url} within ${timeoutMs} ms`);
}

export default async function globalSetup(): Promise<void> {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--changed'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the front-end build failed');

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SERVE_STOREFRONT: '1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    detached: false,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  writeFileSync(STATE_FILE, JSON.stringify({ pid: server.pid, baseUrl, dataDir }));
  process.env.E2E_BASE_URL = baseUrl;
  await waitForServer(`${baseUrl}/api/v1/web/product_categories`, 60_000);
}
