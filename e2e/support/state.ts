// Where the global setup leaves the running store's address for the test files (they run in other processes).
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';

// One file per checkout, so two checkouts on one machine can run their suites at the same time.
const checkout = createHash('sha256').update(path.resolve(__dirname, '../..')).digest('hex').slice(0, 12);
export const STATE_FILE = path.join(os.tmpdir(), `storefront-e2e-${checkout}.json`);

export function baseUrl(): string {
  return (JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { baseUrl: string }).baseUrl;
}
