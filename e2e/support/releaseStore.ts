// A store of a journey's own for the release journeys: started with the given environment, with an owner and a staff
// operator made by the real command, and its release pointers read from its release folder.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createOperator, signInOperator } from './operators';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStore } = require('../../scripts/storeProcess.cjs') as typeof import('../../scripts/storeProcess.cjs');

export type OwnStore = Awaited<ReturnType<typeof startStore>>;

export const OWNER = { email: 'owner@storefront.test', password: 'e2e owner passphrase 7' };
export const STAFF = { email: 'staff@storefront.test', password: 'e2e staff passphrase 7' };

export async function startOwnStore(env: Record<string, string>): Promise<OwnStore> {
  const store = await startStore({ stdio: 'ignore', env });
  for (const [account, role] of [
    [OWNER, 'owner'],
    [STAFF, 'staff'],
  ] as const) {
    const created = await createOperator(['--email', account.email, '--password', account.password, '--role', role], store.dataDir);
    if (created.status !== 0) throw new Error(`operator:create failed: ${created.output}`);
  }
  return store;
}

/** The remote's live pointer as the store keeps it (the default folder release store under its DATA_DIR). */
export function livePointer(store: OwnStore, remote: string): { live: string; history: string[]; canary?: { release: string; percent: number } } {
  return JSON.parse(fs.readFileSync(path.join(store.dataDir, 'releases', remote, 'live.json'), 'utf8'));
}

/** A browser of its own signed in to the store's console. */
export async function signedInConsole(browser: Browser, store: OwnStore, account: typeof OWNER): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: store.baseUrl });
  const page = await context.newPage();
  await signInOperator(page, account);
  return { context, page };
}
