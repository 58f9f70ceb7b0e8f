// Real users' page speed, end to end: a shopper's page views each send their beacon when left — the route pattern,
// never the address; each metric once; LCP, INP and the first tap attributed to the team whose boundary their element
// is in — and the operator console's Page speed screen then shows the 75th percentile per page and per remote
// release beside the budgets. Journeys running beside this one report too: it looks for its pages, not for counts.
import type { Page } from '@playwright/test';
import { BEACON_PATH } from '@storefront/shared/vitals';
import { expect, onlyWithTheRunsOwnStore, test } from './support/fixtures';
import { createOperator, signInOperator } from './support/operators';
import { DIGITAL_PRODUCT } from './support/routeTour';

const STAFF = { email: 'speed-staff@storefront.test', password: 'e2e staff passphrase 9' };

interface Beacon {
  route: string;
  releases: Record<string, string>;
  vitals: { name: string; value: number; remote?: string }[];
}

/** The reporter loads after the page has started (a chunk of its own): a page left before then reports nothing. */
async function gotoAndWaitForReporter(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => performance.getEntriesByName('storefront:vitals-reporter').length > 0);
}

test.describe('page speed', () => {
  onlyWithTheRunsOwnStore('journey creates an operator in the database of the store this run started');

  test.beforeAll(async () => {
    const created = await createOperator(['--email', STAFF.email, '--password', STAFF.password, '--role', 'staff']);
    expect(created.status, created.output).toBe(0);
  });

  test('page views report their speed when left, and the console shows it per page and per remote release', async ({ page, newJourneyPage }) => {
    test.setTimeout(120_000);
    const beacons: Beacon[] = [];
    page.context().on('request', (request) => {
      if (new URL(request.url()).pathname === BEACON_PATH) beacons.push(request.postDataJSON() as Beacon);
    });

    await gotoAndWaitForReporter(page, '/store?sort=price-asc');
    await gotoAndWaitForReporter(page, '/about');
    await gotoAndWaitForReporter(page, `/product-detail/${DIGITAL_PRODUCT}`);
    await page.getByRole('radio', { name: /^Premium/ }).check();
    await page.goto('/cart');

    // Route patterns only: neither the product's id nor the store's query leaves the page.
    await expect.poll(() => beacons.map((beacon) => beacon.route).sort()).toEqual(['/about', '/product-detail/:id', '/store']);
    const product = beacons.find((beacon) => beacon.route === '/product-detail/:id')!;
    const names = product.vitals.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(product.vitals).toEqual(
      expect.arrayContaining([
        { name: 'LCP', value: expect.any(Number), remote: 'catalog' },
        { name: 'INP', value: expect.any(Number), remote: 'catalog' },
        { name: 'FirstTap', value: expect.any(Number), remote: 'catalog' },
        { name: 'TTFB', value: expect.any(Number), remote: 'catalog' },
        { name: 'CLS', value: expect.any(Number), remote: 'catalog' },
      ]),
    );

    const admin = await newJourneyPage();
    await signInOperator(admin, STAFF);
    await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Page speed' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Page speed' })).toBeVisible();
    const perPage = admin.getByRole('table', { name: '75th percentile per page' });
    const perRelease = admin.getByRole('table', { name: '75th percentile per remote release' });
    // A beacon is sent as the page is left: the API may count it a moment after the shopper's next page is up.
    await expect(async () => {
      await admin.reload();
      for (const route of ['/store', '/about', '/product-detail/:id']) {
        await expect(perPage.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: route, exact: true }) })).toHaveCount(1, { timeout: 1000 });
      }
    }).toPass();
    const productRow = perPage.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: '/product-detail/:id', exact: true }) });
    await expect(productRow).toContainText(/(within|over) budget/);
    await expect(productRow).toContainText(/\d+ readings?/);
    for (const remote of ['catalog', 'content']) {
      await expect(perRelease.getByRole('rowheader', { name: new RegExp(`^${remote} · `) })).toHaveCount(1);
    }
    await expect(admin.getByRole('columnheader', { name: 'Largest paint (LCP) (budget ≤ 2.5 s)' }).first()).toBeVisible();
  });
});
