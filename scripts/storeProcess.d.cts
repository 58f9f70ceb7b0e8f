// Types for storeProcess.cjs, so the TypeScript end-to-end setup can use it.
export interface RunningStore {
  baseUrl: string;
  port: number;
  pid: number;
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
}): Promise<RunningStore>;
export function freePort(): Promise<number>;
export const root: string;
