// Where the global setup leaves the store of the run for the test files (they run in other processes): its address,
// and whether this run started it (and so owns its files and data) or was pointed at it with E2E_BASE_URL.
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';

// One file per checkout, so two checkouts on one machine can run their suites at the same time.
const checkout = createHash('sha256').update(path.resolve(__dirname, '../../..')).digest('hex').slice(0, 12);
export const STATE_FILE = path.join(os.tmpdir(), `storefront-e2e-${checkout}.json`);

export interface RunState {
  baseUrl: string;
  startedHere: boolean;
  pid?: number;
  dataDir?: string;
  /** Where the run's SMTP server keeps what the store sent (only for a store started here). */
  mailDir?: string;
}

export function writeRunState(state: RunState): void {
  writeFileSync(STATE_FILE, JSON.stringify(state));
}

function runState(): RunState {
  return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as RunState;
}

export function baseUrl(): string {
  return runState().baseUrl;
}

/** The folder of the run's SMTP server; only a store this run started sends there. */
export function mailDir(): string | undefined {
  return runState().mailDir;
}

/** Whether the store is the one this run built and started from this checkout (not one named by E2E_BASE_URL). */
export function storeStartedHere(): boolean {
  return runState().startedHere;
}
