// The operator console, end to end on the store of the run: the owner is created with the real command
// (`npm run operator:create`, through the running store's control socket), signs in at /admin, finds a shopper's paid
// order, resends its receipt (the run's SMTP server receives it), refunds it (its download link then answers 410) and
// changes a price (the storefront's product page shows it on its next load). Every console screen it passes is
// checked with axe (WCAG 2.1 A/AA, colour contrast included, which the console's component tests cannot check).
import type { Locator, Page } from '@playwright/test';
import { axeViolations, WCAG_21_AA } from './support/axe';
import { expect, type Mailbox, onlyWithTheRunsOwnStore, test } from './support/fixtures';
import { spareLicensedProduct } from './support/catalogue';
import { createOperator, signInOperator } from './support/operators';
import { buyPremiumAndPay } from './support/purchases';

const OWNER = { email: 'owner@storefront.test', password: 'e2e owner passphrase 7' };

async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  expect(await axeViolations(page, { tags: WCAG_21_AA }), `axe on ${screen}`).toEqual([]);
}

/** The e-mails the run's SMTP server received for an order whose subject starts with `subject`. */
async function mailsFor(mailbox: Mailbox, orderId: string, subject: string): Promise<number> {
  return (await mailbox.messages()).filter((mail) => mail.subject === `${subject} ${orderId}`).length;
}

test.describe('the operator console', () => {
  onlyWithTheRunsOwnStore('journey creates an operator in the database of the store this run started and reads its mail');

  test.beforeAll(async () => {
    const created = await createOperator(['--email', OWNER.email, '--password', OWNER.password, '--role', 'owner']);
    expect(created.output).toContain(OWNER.email);
    expect(created.status, created.output).toBe(0);
  });

  test('the owner signs in, resends a paid order’s receipt, refunds it and changes a price the store then shows', async ({ page, newJourneyPage, mailbox }) => {
    test.setTimeout(180_000);
    const orderId = await buyPremiumAndPay(page);
    const downloadHref = (await page.getByRole('region', { name: 'Your downloads' }).getByRole('link', { name: 'Download' }).getAttribute('href'))!;
    expect((await fetch(downloadHref, { headers: { range: 'bytes=0-3' } })).status).toBe(206);
    await expect.poll(() => mailsFor(mailbox, orderId, 'Your receipt for order'), { timeout: 60_000 }).toBe(1);

    const admin = await newJourneyPage();
    // A visitor without a session gets the sign-in form, at any console address.
    await admin.goto('/admin/orders');
    await expect(admin.getByLabel('E-mail')).toBeVisible();
    await expectNoAxeViolations(admin, 'the sign-in form');
    await signInOperator(admin, OWNER);
    await expectNoAxeViolations(admin, 'the dashboard');

    // Find the order by its number.
    await admin.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders' }).click();
    await admin.getByRole('searchbox', { name: 'Search' }).fill(orderId);
    await admin.getByRole('button', { name: 'Apply filters' }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/orders\\?q=${orderId}`));
    await expectNoAxeViolations(admin, 'the orders list');
    await admin.getByRole('link', { name: orderId }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
    await expect(admin.getByRole('region', { name: 'Customer' })).toContainText('ada@example.com');
    await expectNoAxeViolations(admin, 'the order page');

    // Resend the receipt: a second receipt reaches the SMTP server.
    await admin.getByRole('button', { name: 'Resend receipt' }).click();
    await expect(admin.getByRole('status')).toHaveText('The receipt is on its way to ada@example.com again.');
    await expect.poll(() => mailsFor(mailbox, orderId, 'Your receipt for order'), { timeout: 60_000 }).toBe(2);

    // Refund it, with the keyboard from the confirmation's reason: the order's download link then answers 410.
    await admin.getByRole('button', { name: 'Mark refunded' }).click();
    const dialog = admin.getByRole('dialog', { name: `Refund order ${orderId}` });
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeFocused();
    await admin.keyboard.type('Bought by mistake');
    await admin.keyboard.press('Tab');
    await admin.keyboard.press('Enter');
    await expect(admin.getByRole('status')).toContainText("the order's downloads are revoked.");
    await expect(dialog).toHaveCount(0);
    await expect(admin.getByRole('region', { name: 'Timeline' })).toContainText('Bought by mistake');
    expect((await fetch(downloadHref)).status).toBe(410);

    // Change a tier's price of a product; the store's product page shows it on its next load. (Another product than
    // the one bought: journeys running beside this one buy that one.)
    const product = await spareLicensedProduct();
    const tierPrice = admin.getByRole('textbox', { name: `${product.tier} (USD)` });
    await admin.goto(`/admin/products/${product.id}`);
    const before = await tierPrice.inputValue();
    await expectNoAxeViolations(admin, 'the product page');
    await setTierPrice(admin, tierPrice, '123.45');
    await page.goto(`/product-detail/${product.id}`);
    const tierChoice = page.getByRole('radio', { name: new RegExp(`^${product.tier}`) });
    await expect(tierChoice).toHaveAccessibleName(/\$123\.45/);

    // And back, so the catalogue is as the other journeys expect it.
    await setTierPrice(admin, tierPrice, before);
    await page.reload();
    await expect(tierChoice).not.toHaveAccessibleName(/\$123\.45/);
  });
});

async function setTierPrice(admin: Page, field: Locator, price: string): Promise<void> {
  await field.fill(price);
  const saved = admin.waitForResponse((response) => response.request().method() === 'PATCH' && /\/api\/v1\/admin\/products\//.test(response.url()));
  await admin.getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(admin.getByRole('status')).toHaveText('Saved: prices. Shoppers see it on their next page load.');
}
