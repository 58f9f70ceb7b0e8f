// Real users' page speed, end to end: a shopper's page views each send their beacon when left, and the operator
// console's Page speed screen then shows the 75th percentile per page — by route pattern, never the address — and per
// remote release, beside the budgets; the first tap and the interaction on a product page are the catalogue's.
// Journeys running beside this one report too: it looks for its pages and metrics, not for counts.
import type { Locator, Page } from '@playwright/test';
import { expect, onlyWithTheRunsOwnStore, test } from './support/fixtures';
import { createOperator, signInOperator } from './support/operators';
import { DIGITAL_PRODUCT } from './support/routeTour';

const STAFF = { email: 'speed-staff@storefront.test', password: 'e2e staff passphrase 9' };

/** The tables' metric columns, in order. */
const COLUMNS = ['LCP', 'INP', 'CLS', 'TTFB', 'FirstTap'] as const;

/** The reporter loads after the page has started (a chunk of its own): a page left before then reports nothing. */
async function gotoAndWaitForReporter(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => performance.getEntriesByName('storefront:vitals-reporter').length > 0);
}

const rowOf = (table: Locator, heading: string | RegExp) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: heading, exact: typeof heading === 'string' }) });

const cellOf = (row: Locator, metric: (typeof COLUMNS)[number]) => row.getByRole('cell').nth(COLUMNS.indexOf(metric));

test.describe('page speed', () => {
  onlyWithTheRunsOwnStore('journey creates an operator in the database of the store this run started');

  test.beforeAll(async () => {
    const created = await createOperator(['--email', STAFF.email, '--password', STAFF.password, '--role', 'staff']);
    expect(created.status, created.output).toBe(0);
  });

  test('page views report their speed when left, and the console shows it per page and per remote release', async ({ page, newJourneyPage }) => {
    test.setTimeout(120_000);
    await gotoAndWaitForReporter(page, '/store?sort=price-asc');
    await gotoAndWaitForReporter(page, '/about');
    await gotoAndWaitForReporter(page, `/product-detail/${DIGITAL_PRODUCT}`);
    await page.getByRole('radio', { name: /^Premium/ }).check();
    // The browser files the tap once the page has painted after it; a shopper leaving sooner leaves no interaction.
    await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
    // Leaving the product page sends its beacon.
    await page.goto('/cart');

    const admin = await newJourneyPage();
    await signInOperator(admin, STAFF);
    await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Page speed' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Page speed' })).toBeVisible();
    const perPage = admin.getByRole('table', { name: '75th percentile per page' });
    const perRelease = admin.getByRole('table', { name: '75th percentile per remote release' });
    // A beacon goes as its page is left: the API may count it a moment after the next page is up.
    await expect(async () => {
      await admin.reload();
      await expect(cellOf(rowOf(perPage, '/product-detail/:id'), 'FirstTap')).toHaveText(/\d+ readings?$/, { timeout: 1000 });
    }).toPass();

    for (const route of ['/store', '/about', '/product-detail/:id']) {
      await expect(cellOf(rowOf(perPage, route), 'LCP')).toHaveText(/^[\d.]+ m?s (within|over) budget\d+ readings?$/);
      await expect(cellOf(rowOf(perPage, route), 'TTFB')).toHaveText(/^[\d.]+ m?s\d+ readings?$/);
    }
    // Route patterns only: the product's id and the store's query never left the shopper's browser.
    await expect(perPage.getByRole('rowheader', { name: String(DIGITAL_PRODUCT) })).toHaveCount(0);
    await expect(perPage.getByRole('rowheader', { name: /sort=/ })).toHaveCount(0);
    await expect(cellOf(rowOf(perPage, '/product-detail/:id'), 'INP')).toHaveText(/^[\d.]+ m?s (within|over) budget\d+ readings?$/);

    // The product page's largest paint, its licence choice and the first tap on it sit in the catalogue's boundary.
    const catalog = rowOf(perRelease, /^catalog · /);
    for (const metric of ['LCP', 'INP', 'FirstTap'] as const) await expect(cellOf(catalog, metric)).toHaveText(/\d+ readings?$/);
    await expect(rowOf(perRelease, /^content · /)).toHaveCount(1);
    await expect(admin.getByRole('columnheader', { name: 'Largest paint (LCP) (budget ≤ 2.5 s)' }).first()).toBeVisible();
  });
});
