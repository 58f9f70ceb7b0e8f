// The page the route tours (pageTour.e2e.ts, layout.e2e.ts) check every route in: one per worker, in one browser
// context, as one shopper going from page to page. A fresh context for each route cost a check as much again as the
// page it opened (a new renderer process, every script fetched and compiled anew); each route is still a full load.
// A check still fails on its own page's uncaught errors and policy violations: both are counted from its start. A
// failed check ends its worker, so the routes after it start on a new page.
import type { Page } from '@playwright/test';
import { expect, journeyPage, test } from './fixtures';
import { type PolicyViolations, expectNoPolicyViolations, watchPolicyViolations } from './policyViolations';
import { storeUrl } from './store';

interface SharedTourPage {
  page: Page;
  errors: string[];
  violations: PolicyViolations;
}

/** `test` with `tourPage`: the worker's page, at `viewport`, that fails the check on what broke during it. */
export function tourTest(viewport: { width: number; height: number }) {
  return test.extend<{ tourPage: Page }, { sharedTourPage: SharedTourPage }>({
    sharedTourPage: [
      async ({ browser }, use) => {
        const context = await browser.newContext({ viewport, baseURL: storeUrl() });
        const page = await context.newPage();
        const errors = journeyPage(page);
        const violations = await watchPolicyViolations(page);
        await use({ page, errors, violations });
        await context.close();
      },
      { scope: 'worker' },
    ],
    tourPage: async ({ sharedTourPage: { page, errors, violations } }, use) => {
      errors.length = 0;
      violations.console.length = 0;
      await use(page);
      await expectNoPolicyViolations(page, violations);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
  });
}
