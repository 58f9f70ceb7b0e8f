// Stops the store the global setup started, if it started one (never a store named by E2E_BASE_URL), and removes its
// database and the run's state file.
import { rmSync } from 'node:fs';
import { STATE_FILE } from './state';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __STOREFRONT_E2E__?: { stop: () => Promise<void> } }).__STOREFRONT_E2E__?.stop();
  rmSync(STATE_FILE, { force: true });
}
