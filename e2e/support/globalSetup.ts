// The store of the run: the one E2E_BASE_URL (or E2E_PREVIEW_URL's origin) names, used as it is (nothing built or
// started), or else this checkout's
// (support/journeyStore.ts: built where its sources changed, started with a throwaway database and an SMTP server). The test workers find it in their environment
// (support/store.ts); the function returned is the global teardown, which stops what was started here.
import type { FullConfig } from '@playwright/test';
import { startJourneyStore } from './journeyStore';
import { DATA_DIR_ENV, MAIL_DIR_ENV, STORE_URL_ENV, previewLink } from './store';

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

/** What the preview link pins, once the store has accepted it; the run stops with the store's message if it does not. */
async function checkedPreview(link: string, store: string): Promise<string> {
  const url = new URL(link);
  if (url.origin !== store) throw new Error(`E2E_PREVIEW_URL is a link to ${url.origin}, but the store under test is ${store} (E2E_BASE_URL)`);
  const response = await fetch(url, { redirect: 'manual' });
  if (response.status !== 303) throw new Error(`E2E_PREVIEW_URL: the store answered ${response.status}: ${await response.text()}`);
  return `${url.searchParams.get('remote')} at release ${url.searchParams.get('release')}, until ${new Date(Number(url.searchParams.get('expires')) * 1000).toISOString()}`;
}

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const preview = previewLink();
  const given = process.env.E2E_BASE_URL || (preview && new URL(preview).origin);
  if (given) {
    process.env[STORE_URL_ENV] = await givenStore(given);
    delete process.env[MAIL_DIR_ENV];
    delete process.env[DATA_DIR_ENV];
    console.log(
      `end-to-end tests against ${process.env[STORE_URL_ENV]} (E2E_BASE_URL): nothing built or started; tests that need a store this run started are skipped`,
    );
    if (preview)
      console.log(`every browser context opens the preview link first (E2E_PREVIEW_URL): ${await checkedPreview(preview, process.env[STORE_URL_ENV])}`);
    return async () => {};
  }

  const store = await startJourneyStore();
  process.env[STORE_URL_ENV] = store.baseUrl;
  process.env[MAIL_DIR_ENV] = store.mailDir;
  process.env[DATA_DIR_ENV] = store.dataDir;
  return () => store.stop();
}
