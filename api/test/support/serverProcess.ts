// The API run as `npm start` runs it, as a process of its own (src/server.ts through tsx, started by the store
// starter the journeys use) on a free port, for tests of what only a real process shows: signals, instrumentation of
// the modules it loads. PGlite in a fresh folder unless `env` names a DATABASE_URL; no storefront.
import type { ChildProcess } from 'node:child_process';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStore } = require('../../../scripts/storeProcess.cjs') as typeof import('../../../scripts/storeProcess.cjs');

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output: string[];
  exited: Promise<number | null>;
  /** Stops it (if still running) and removes its data folder. */
  dispose(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>, readyTimeoutMs = 90_000): Promise<ServerProcess> {
  const store = await startStore({
    fromSource: true,
    capture: true,
    timeoutMs: readyTimeoutMs,
    env: { SERVE_STOREFRONT: '0', PREPARE_PICTURES: 'off', LOG_LEVEL: 'info', ...env },
  });
  const { child } = store;
  const exited = child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { baseUrl: store.baseUrl, child, output: store.output, exited, dispose: store.stop };
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
