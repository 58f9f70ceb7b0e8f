// Types for storeProcess.cjs, so the TypeScript end-to-end setup can use it.
import type { ChildProcess } from 'node:child_process';

export interface RunningStore {
  baseUrl: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** What it printed, when started with `capture`. */
  output: string[];
  dataDir: string;
  stop: () => Promise<void>;
  /** Milliseconds from starting the process to its first answer. */
  startMs: number;
}
export function startStore(options?: {
  env?: Record<string, string>;
  timeoutMs?: number;
  stdio?: 'inherit' | 'ignore';
  fromSource?: boolean;
  /** Listen there instead of on a free port (an instance restarted on its own port). */
  port?: number;
  /** Keep what it prints in `output`. */
  capture?: boolean;
}): Promise<RunningStore>;
export function freePort(): Promise<number>;
export const root: string;
