// The store of the run, as the global setup (support/globalSetup.ts) leaves it to the test workers in their
// environment: its address, the folder of the run's SMTP server, its data directory, and whether this run started it (and so owns its files
// and its mail) or was pointed at it with E2E_BASE_URL.
export const STORE_URL_ENV = 'STOREFRONT_E2E_STORE_URL';
export const MAIL_DIR_ENV = 'STOREFRONT_E2E_MAIL_DIR';
export const DATA_DIR_ENV = 'STOREFRONT_E2E_DATA_DIR';

/** The base URL of the store under test, without a trailing slash. */
export function storeUrl(): string {
  const url = process.env[STORE_URL_ENV];
  if (!url) throw new Error(`${STORE_URL_ENV} is not set: run the journeys with npm run test:e2e or node scripts/e2e.mjs (its global setup names the store)`);
  return url;
}

/** Whether the store is the one this run builds and starts from this checkout (not one named by E2E_BASE_URL or E2E_PREVIEW_URL). */
export function storeStartedHere(): boolean {
  return !process.env.E2E_BASE_URL && !process.env.E2E_PREVIEW_URL;
}

/** A preview link (`npm run preview -w mf-<name>`) every fresh browser context of the run opens first, or none. */
export function previewLink(): string | undefined {
  return process.env.E2E_PREVIEW_URL || undefined;
}

/** The folder of the run's SMTP server; only a store this run started sends there. */
export function mailDir(): string | undefined {
  return process.env[MAIL_DIR_ENV];
}

/** The data directory of a store this run started (its PGlite database, its control socket); none for E2E_BASE_URL's. */
export function storeDataDir(): string | undefined {
  return process.env[DATA_DIR_ENV];
}
