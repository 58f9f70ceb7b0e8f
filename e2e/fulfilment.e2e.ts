// Delivering what was bought: a shopper pays for a Premium digital product in the sandbox and gets its
// license key and a working Download on the payment result, the order confirmation and order tracking; the link
// serves the file DOWNLOAD_LIMIT times (206 to a range) and then answers 410 saying why; the run's SMTP server gets
// the order-received e-mail and the receipt with the same key, the link and the certificate; an unpaid order shows
// nothing.
import type { Page } from '@playwright/test';
import { expect, type Mailbox, onlyWithTheRunsOwnStore, test } from './support/fixtures';
import { buyPremiumToSandbox } from './support/purchases';

const EMAIL = 'ada@example.com';
const LICENSE_KEY = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/;

/** The one digital line the "Your downloads" section shows, and its license key. */
async function shownLicenseKey(page: Page): Promise<string> {
  const downloads = page.getByRole('region', { name: 'Your downloads' });
  await expect(downloads).toBeVisible();
  await expect(downloads.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(downloads).toContainText('Premium License');
  return downloads.locator('dd code').innerText();
}

/** The license key and the address of the Download link the "Your downloads" section shows. */
async function shownDelivery(page: Page): Promise<{ key: string; href: string }> {
  const key = await shownLicenseKey(page);
  const href = (await page.getByRole('region', { name: 'Your downloads' }).getByRole('link', { name: 'Download' }).getAttribute('href'))!;
  return { key, href };
}

test('a paid Premium purchase shows its key and a working Download on every order page, within the download limit', async ({ page, newJourneyPage }) => {
  await buyPremiumToSandbox(page);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order_id')!;

  const onResult = await shownDelivery(page);
  expect(onResult.key).toMatch(LICENSE_KEY);
  await expect(page.getByRole('region', { name: 'Your downloads' }).getByText('License key')).toBeVisible();

  // The Download link downloads the ZIP (the first of the five downloads the link allows).
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toMatch(/-premium\.zip$/);

  await page.goto(`/order-confirmation/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.locator('body')).toContainText('Ada Lovelace');
  const onConfirmation = await shownDelivery(page);
  expect(onConfirmation).toEqual(onResult);

  // The link: a range from the client whose download counted resumes it without counting, four more full
  // downloads, then 410 saying why.
  const ranged = await fetch(onResult.href, { headers: { range: 'bytes=0-3' } });
  expect(ranged.status).toBe(206);
  expect(
    Buffer.from(await ranged.arrayBuffer())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
  for (let i = 0; i < 4; i += 1) expect((await fetch(onResult.href)).status).toBe(200);
  const spent = await fetch(onResult.href);
  expect(spent.status).toBe(410);
  expect((await spent.json()).message).toBe('This download link has been used the maximum number of times.');
  expect((await fetch(`${onResult.href.slice(0, -6)}AAAAAA`)).status).toBe(404);

  // Order tracking, from another browser: the order id and e-mail find the order but prove nothing, so no key is
  // shown there and the order's link goes to its address instead.
  const elsewhere = await newJourneyPage();
  await elsewhere.goto('/order-tracking');
  await elsewhere.getByLabel('Order ID *').fill(orderId);
  await elsewhere.getByLabel('Billing email *').fill(EMAIL);
  await elsewhere.getByRole('button', { name: 'Tracking Orders' }).click();
  await expect(elsewhere.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  await expect(elsewhere.getByText('We have sent a link to this order, with its downloads, to its billing e-mail address.')).toBeVisible();
  await expect(elsewhere.getByText(onResult.key)).toHaveCount(0);

  // In the buyer's own browser, tracking shows the key; the spent link says so, and the shopper asks for a fresh
  // one, which downloads again.
  const tracking = page;
  await tracking.goto('/order-tracking');
  await tracking.getByLabel('Order ID *').fill(orderId);
  await tracking.getByLabel('Billing email *').fill(EMAIL);
  await tracking.getByRole('button', { name: 'Tracking Orders' }).click();
  await expect(tracking.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  expect(await shownLicenseKey(tracking)).toBe(onResult.key);
  await expect(tracking.getByText('This download link has been used the maximum number of times.')).toBeVisible();
  await tracking.getByRole('button', { name: 'Get a new download link' }).click();
  const fresh = await shownDelivery(tracking);
  expect(fresh.key).toBe(onResult.key);
  expect(fresh.href).not.toBe(onResult.href);
  expect((await fetch(fresh.href)).status).toBe(200);
  expect((await fetch(onResult.href)).status).toBe(410);
});

/** The e-mails the run's SMTP server received for an order, once both have arrived (the outbox worker polls). */
async function orderMail(mailbox: Mailbox, orderId: string) {
  const forOrder = async () => (await mailbox.messages()).filter((mail) => mail.subject?.includes(orderId));
  await expect.poll(async () => (await forOrder()).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
  return forOrder();
}

test.describe('order e-mails', () => {
  onlyWithTheRunsOwnStore('test reads the mail of the store this run started');

  test('the shopper gets the order-received e-mail and a receipt with the license key, the download link and the certificate', async ({ page, mailbox }) => {
    await buyPremiumToSandbox(page);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get('order_id')!;
    const { key, href } = await shownDelivery(page);

    const mail = await orderMail(mailbox, orderId);
    expect(mail.map((message) => message.subject).sort()).toEqual([`We received your order ${orderId}`, `Your receipt for order ${orderId}`]);
    const receipt = mail.find((message) => message.subject?.startsWith('Your receipt'))!;
    expect(receipt.to && 'text' in receipt.to ? receipt.to.text : '').toBe(EMAIL);
    expect(receipt.from?.text).toContain('orders@storefront.test');
    for (const part of [receipt.text ?? '', String(receipt.html)]) {
      expect(part).toContain(orderId);
      expect(part).toContain(key);
      expect(part).toContain(href);
    }
    const certificate = receipt.attachments.find((attachment) => attachment.contentType === 'application/pdf');
    expect(certificate?.content.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

test('a declined payment shows no license key and nothing to download, and says the payment failed', async ({ page }) => {
  await buyPremiumToSandbox(page);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order_id')!;
  await page.goto(`/order-confirmation/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Payment Declined' })).toBeVisible();
  expect(await page.getByText('License key').count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Download' }).count()).toBe(0);
});
