// This checkout's store as the journeys use it: built where its sources changed, started on a free port with a
// throwaway database, sending its e-mails to a local SMTP server of the run (support/mailCatcher.ts). Used by the
// Playwright run's global setup and by the cross-browser journeys (crossBrowser/run.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startMailCatcher } from './mailCatcher';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStore } = require('../../scripts/storeProcess.cjs') as typeof import('../../scripts/storeProcess.cjs');

const root = path.resolve(__dirname, '../..');

export interface JourneyStore {
  baseUrl: string;
  mailDir: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startJourneyStore(): Promise<JourneyStore> {
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
  return {
    baseUrl: store.baseUrl,
    mailDir: mail.mailDir,
    dataDir: store.dataDir,
    async stop() {
      await store.stop();
      await mail.close();
    },
  };
}
