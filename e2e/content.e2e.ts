// The content remote in the composed store: every content route renders its page, a contact message is stored
// through the API fallback, and the order tracking page finds a real order only for its billing e-mail.
import type { Page } from '@playwright/test';
import { placeGuestOrder } from './support/accounts';
import { expect, test } from './support/fixtures';

const CONTENT_PAGES: [path: string, heading: string][] = [
  ['/about', 'About Our Store'],
  ['/contact', 'Contact'],
  ['/login', 'Login'],
  ['/register', 'Register'],
  ['/forget-password', 'Reset your password'],
  ['/order-tracking', 'Order Tracking'],
  ['/my-account', 'My Account'],
  ['/my-account-orders', 'Your Orders'],
  ['/my-account-address', 'My Address'],
  ['/404', 'Oops! Something is Missing'],
  ['/FAQs', 'Frequently Asked Questions'],
  ['/faqs', 'Frequently Asked Questions'],
  ['/term-of-use', 'Terms of use'],
  ['/coming-soon', 'We are launching soon'],
  ['/customer-feedback', 'Customer Feedback'],
  ['/no-such-page/at-all', 'Oops! Something is Missing'],
];

async function openContentPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('[data-boundary="content"]').first()).toBeVisible();
}

// One shopper going from page to page (a fresh browser context costs a check as much as the page it opens); each page
// is its own step, and a soft assertion, so a run names every page that fails. Their accessibility is the page tour's
// (pageTour.e2e.ts scans each of these routes whole, with every rule axe runs by default and more).
test('every content route shows its page from the content remote', async ({ page }) => {
  for (const [path, heading] of CONTENT_PAGES) {
    await test.step(`${path} shows "${heading}"`, async () => {
      await page.goto(path);
      await expect.soft(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect.soft(page.locator('[data-boundary="content"]').first()).toBeVisible();
    });
  }
});

test('the page texts the spec quotes are there', async ({ page }) => {
  await openContentPage(page, '/about', 'About Our Store');
  for (const tab of ['Introduction', 'Our Vision', 'What Sets Us Apart', 'Our Commitment']) await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  for (const benefit of ['14-Day Returns', 'Free Shipping', '24/7 Support', 'Member Discounts'])
    await expect(page.getByRole('heading', { name: benefit })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meet Our Teams' })).toBeVisible();

  await openContentPage(page, '/login', 'Login');
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password *')).toHaveAttribute('type', 'text');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

  await openContentPage(page, '/coming-soon', 'We are launching soon');
  await expect(page.locator('[data-unit="days"] span').first()).toHaveText('11');

  await openContentPage(page, '/customer-feedback', 'Customer Feedback');
  await expect(page.locator('[aria-current="page"]')).toHaveText('2');
});

test('choosing a terms section scrolls to it and highlights it', async ({ page }) => {
  await openContentPage(page, '/term-of-use', 'Terms of use');
  await page.getByRole('link', { name: '5. Risks' }).click();
  await expect(page.locator('a[aria-current="location"]', { hasText: '5. Risks' })).toBeVisible();
  await page.waitForFunction(() => window.scrollY > 0);
});

test('a contact message is stored by the API when no e-mail service is configured, and the form is cleared', async ({ page }) => {
  await openContentPage(page, '/contact', 'Contact');
  await page.getByLabel('Name *').fill('Ada Okafor');
  await page.getByLabel('E-mail *').fill('ada@example.com');
  await page.getByLabel('Message *').fill('Do you ship to Lagos?');
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/v1/web/contact_messages'));
  await page.getByRole('button', { name: 'Send' }).click();

  expect((await stored).status()).toBe(201);
  await expect(page.getByText('Thank you, your message has been sent. We will reply by e-mail.')).toBeVisible();
  await expect(page.getByLabel('Name *')).toHaveValue('');
  await expect(page.getByText('Thank you, your message has been sent. We will reply by e-mail.')).toHaveCount(0, { timeout: 4000 });
});

test('order tracking finds a real order by id and billing e-mail, and says so when they do not match', async ({ page, url }) => {
  const orderId = await placeGuestOrder(url(''), 'grace@example.com', { firstName: 'Grace', lastName: 'Hopper' });

  await openContentPage(page, '/order-tracking', 'Order Tracking');
  await page.getByLabel('Order ID *').fill(orderId);
  await page.getByLabel('Billing email *').fill('someone-else@example.com');
  await page.getByRole('button', { name: 'Tracking Orders' }).click();
  await expect(page.getByText('No order matches that order ID and billing e-mail.')).toBeVisible();

  await page.getByLabel('Billing email *').fill('GRACE@example.com');
  await page.getByRole('button', { name: 'Tracking Orders' }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Pending');
  await expect(page.locator('tbody tr')).toHaveCount(1);
});
