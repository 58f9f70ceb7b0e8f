// Where the global setup leaves the running store's address for the test files (they run in other processes).
import os from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';

export const STATE_FILE = path.join(os.tmpdir(), 'storefront-e2e-state.json');

export function baseUrl(): string {
  return (JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { baseUrl: string }).baseUrl;
}
