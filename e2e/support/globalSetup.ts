// The store of the run: the one E2E_BASE_URL names, used as it is (nothing built or started), or else this checkout's
// (support/journeyStore.ts: built where its sources changed, started with a throwaway database and an SMTP server). The test workers find it in their environment
// (support/store.ts); the function returned is the global teardown, which stops what was started here.
import type { FullConfig } from '@playwright/test';
import { startJourneyStore } from './journeyStore';
import { DATA_DIR_ENV, MAIL_DIR_ENV, STORE_URL_ENV } from './store';

/** The given store's base URL without a trailing slash, once it answers a catalogue read. */
async function givenStore(url: string): Promise<string> {
  const base = new URL(url).href.replace(/\/+$/, '');
  const probe = `${base}/api/v1/web/product_categories`;
  const response = await fetch(probe).catch((error: Error & { cause?: Error }) => {
    throw new Error(`E2E_BASE_URL: no store answers at ${probe} (${error.cause?.message ?? error.message})`);
  });
  if (!response.ok) throw new Error(`E2E_BASE_URL: ${probe} answered ${response.status}, not a running store`);
  return base;
}

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) {
    process.env[STORE_URL_ENV] = await givenStore(process.env.E2E_BASE_URL);
    delete process.env[MAIL_DIR_ENV];
    delete process.env[DATA_DIR_ENV];
    console.log(
      `end-to-end tests against ${process.env[STORE_URL_ENV]} (E2E_BASE_URL): nothing built or started; tests that need a store this run started are skipped`,
    );
    return async () => {};
  }

  const store = await startJourneyStore();
  process.env[STORE_URL_ENV] = store.baseUrl;
  process.env[MAIL_DIR_ENV] = store.mailDir;
  process.env[DATA_DIR_ENV] = store.dataDir;
  return () => store.stop();
}
