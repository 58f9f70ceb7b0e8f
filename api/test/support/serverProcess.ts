// The API run as `npm start` runs it, as a process of its own (src/server.ts through tsx) on a free port, for tests
// of what only a real process shows: signals, instrumentation of the modules it loads. PGlite in a fresh folder
// unless `env` names a DATABASE_URL.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { freePort } = require('../../../scripts/storeProcess.cjs') as { freePort: () => Promise<number> };

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output: string[];
  exited: Promise<number | null>;
  /** Kills it (if still running) and removes its data folder. */
  dispose(): void;
}

export async function startServerProcess(env: Record<string, string>, readyTimeoutMs = 90_000): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-process-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../../src/server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SERVE_STOREFRONT: '0',
      PREPARE_PICTURES: 'off',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = {
    baseUrl,
    child,
    output,
    exited,
    dispose() {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitFor(server, async () => ((await fetch(`${baseUrl}/readyz`)).ok ? true : null), readyTimeoutMs);
  } catch (error) {
    server.dispose();
    throw error;
  }
  return server;
}

/** Polls `probe` until it answers non-null; fails early, with what the server printed, if it exits with an error. */
export async function waitFor<T>(server: Pick<ServerProcess, 'child' | 'output'>, probe: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const code = server.child.exitCode;
    if (code !== null && code !== 0) throw new Error(`the server exited with ${code}:\n${server.output.join('')}`);
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms; the server said:\n${server.output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
