// End-to-end journeys on @playwright/test in Debian's Chromium against the composed store: this checkout's, built and
// started once for the run, or the running store E2E_BASE_URL names (support/globalSetup.ts). The fixtures every
// journey uses are in support/fixtures.ts. `npm run test:e2e` runs them all, `node scripts/e2e.mjs e2e/<file>.e2e.ts`
// one file.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { DESKTOP } from './support/viewports';

const root = path.resolve(__dirname, '..');

/** The flags Chromium needs here (no sandbox, no GPU, nothing fetched in the background). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: __dirname,
  testMatch: '*.e2e.ts',
  globalSetup: './support/globalSetup.ts',
  // For every file the journeys load, app sources included (see its comment).
  tsconfig: './tsconfig.json',
  // Failures keep their trace and a screenshot here (gitignored); the list reporter and the skipped tests' reasons for
  // people, the JSON report for `npm test`'s count.
  outputDir: path.join(root, 'test-results/e2e'),
  reporter: [['list'], ['./support/skipReasons.ts'], ['json', { outputFile: path.join(root, 'test-results/e2e-report.json') }]],
  timeout: 60_000,
  // Web-first assertions wait this long (they replace waitFor() calls that waited as long as the test had left).
  expect: { timeout: 15_000 },
  // Files run two at a time (the tests of one file in order): a journey spends much of its time waiting on the store
  // or the browser, so two workers finish the suite sooner even on two cores. Journeys share the store of the run:
  // each shops in its own browser context, and a journey that changes the catalogue changes a product no other names.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  use: {
    browserName: 'chromium',
    // Debian's Chromium: Playwright's own browsers are not downloaded here.
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_FLAGS },
    headless: true,
    viewport: DESKTOP,
    // The trace of a failure has every action and DOM snapshot; its screencast is left out: recording one for every
    // test cost the page tour 13 % of its time (204 -> 180 s of tests, one worker), and the failure's screenshot stays.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
