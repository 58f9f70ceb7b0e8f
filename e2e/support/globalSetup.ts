// The store of the run: the one E2E_BASE_URL names, used as it is (nothing built or started), or else this checkout's,
// built where its sources changed and started on a free port with a throwaway database, sending its e-mails to a
// local SMTP server of the run (support/mailCatcher.ts). The test workers find it in their environment
// (support/store.ts); the function returned is the global teardown, which stops what was started here.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startMailCatcher } from './mailCatcher';
import { DATA_DIR_ENV, MAIL_DIR_ENV, STORE_URL_ENV } from './store';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStore } = require('../../scripts/storeProcess.cjs') as typeof import('../../scripts/storeProcess.cjs');

const root = path.resolve(__dirname, '../..');

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

  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--changed'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the front-end build failed');

  const mail = await startMailCatcher();
  // Pictures are drawn as pages ask for them (the on-demand path), not all at start: a throwaway store would spend
  // minutes of a shared machine's CPU drawing pictures no journey looks at.
  // Every journey shops from 127.0.0.1: the per-IP limits on writes (30 a minute) and on pages' speed beacons (60 a
  // minute), tested by the API tests, would refuse the orders and reports of journeys that run within a minute of each other.
  const env = {
    SMTP_URL: mail.smtpUrl,
    MAIL_FROM: 'Storefront <orders@storefront.test>',
    PREPARE_PICTURES: 'off',
    RATE_LIMIT_MAX: '100000',
    VITALS_RATE_LIMIT_MAX: '100000',
  };
  const store = await startStore({ env }).catch(async (error: unknown) => {
    await mail.close();
    throw error;
  });
  process.env[STORE_URL_ENV] = store.baseUrl;
  process.env[MAIL_DIR_ENV] = mail.mailDir;
  process.env[DATA_DIR_ENV] = store.dataDir;
  return async () => {
    await store.stop();
    await mail.close();
  };
}
