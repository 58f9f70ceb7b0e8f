// Stops the store the global setup started and removes its database.
import { rmSync } from 'node:fs';
import { STATE_FILE } from './state';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __STOREFRONT_E2E__?: { stop: () => Promise<void> } }).__STOREFRONT_E2E__?.stop();
  rmSync(STATE_FILE, { force: true });
}
