// Customer accounts, at desktop and phone sizes: a guest order placed earlier, then register → confirm the address
// by the e-mail's link (the run's SMTP server) → sign in → the guest order is in Your Orders → buy a digital product →
// Your Orders shows its licence key and download → sign out → forgotten password → reset by the e-mail's link → the
// old password is refused and the new one signs in. axe finds nothing on any account page, signed in or out.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '@storefront/shared/account';
import { freshEmail, mailedLink, placeGuestOrder } from './support/accounts';
import { axeViolations, WCAG_21_AA_AND_BEST_PRACTICE } from './support/axe';
import { expect, type Mailbox, onlyWithTheRunsOwnStore, test } from './support/fixtures';
import { buyPremiumAndPay } from './support/purchases';
import { DIGITAL_PRODUCT, PHYSICAL_PRODUCT } from './support/routeTour';
import { JOURNEY_SIZES } from './support/viewports';

const PASSWORD = 'first long password';
const NEW_PASSWORD = 'second long password';

/** The page's own path and query on the run's store, from a link an e-mail carries. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

async function expectNoAxeViolations(page: Page, what: string) {
  expect(await axeViolations(page, { tags: WCAG_21_AA_AND_BEST_PRACTICE }), what).toEqual([]);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email *').fill(email);
  await page.getByLabel('Password *').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Registers `email` through the page and confirms it by the e-mail's link. */
async function registerAndConfirm(page: Page, mailbox: Mailbox, email: string) {
  await page.goto('/register');
  await page.getByLabel('First name *').fill('Ada');
  await page.getByLabel('Last name *').fill('Lovelace');
  await page.getByLabel('Email *').fill(email);
  await page.getByLabel('Password *').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.signedUp)).toBeVisible();
  await page.goto(pathOf(await mailedLink(mailbox, email, 'Confirm your e-mail address')));
  await expect(page.getByText(ACCOUNT_MESSAGES.verified)).toBeVisible();
}

/** Adds a product from its page, as a shopper does (the cart dialog opens and is closed). */
async function addToCart(page: Page, productId: number) {
  await page.goto(`/product-detail/${productId}`);
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  await page.keyboard.press('Escape');
}

/** Logout from the sidebar: the desktop one, or on a phone the account menu's. */
async function logOut(page: Page) {
  const menu = page.getByRole('button', { name: 'Account menu' });
  const logout = page.getByRole('button', { name: 'Logout' });
  // The account's page shows once the session is read: wait for one of the two before choosing.
  await expect(logout.or(menu).first()).toBeVisible();
  if (!(await logout.isVisible())) await menu.click();
  await logout.click();
  await expect(page).toHaveURL(/\/login$/);
}

for (const [size, viewport] of JOURNEY_SIZES) {
  test.describe(`an account, ${size}`, () => {
    onlyWithTheRunsOwnStore('journey reads the mail of the store this run started');
    test.use({ viewport });
    test.setTimeout(240_000);

    test('register, confirm by e-mail, sign in, buy, find the key in Your Orders, sign out, reset the password, sign in again', async ({
      page,
      mailbox,
      url,
    }) => {
      const email = freshEmail(`ada-${size}`);
      const guestOrder = await placeGuestOrder(url(''), email);

      await test.step('register', async () => {
        await page.goto('/register');
        await expectNoAxeViolations(page, '/register');
        await page.getByLabel('First name *').fill('Ada');
        await page.getByLabel('Last name *').fill('Lovelace');
        await page.getByLabel('Email *').fill(email);
        await page.getByLabel('Password *').fill(PASSWORD);
        await page.getByRole('button', { name: 'Register' }).click();
        await expect(page.getByText(ACCOUNT_MESSAGES.signedUp)).toBeVisible();
      });

      await test.step('confirm the address by the e-mail link', async () => {
        await page.goto(pathOf(await mailedLink(mailbox, email, 'Confirm your e-mail address')));
        await expect(page.getByText(ACCOUNT_MESSAGES.verified)).toBeVisible();
        await expectNoAxeViolations(page, '/login after confirming');
      });

      await test.step('sign in: My account with the real name, and the guest order joined', async () => {
        await signIn(page, email, PASSWORD);
        await expect(page).toHaveURL(/\/my-account$/);
        await expect(page.getByLabel('Email *')).toHaveValue(email);
        await expect(page.getByLabel('First name *')).toHaveValue('Ada');
        await expectNoAxeViolations(page, '/my-account');
        await page.goto('/my-account-orders');
        await expect(page.getByRole('article', { name: `Order ${guestOrder}` })).toBeVisible();
      });

      const orderId = await test.step('buy a digital product', () => buyPremiumAndPay(page));

      await test.step('Your Orders shows the order with its licence key and download', async () => {
        await page.goto('/my-account-orders');
        const order = page.getByRole('article', { name: `Order ${orderId}` });
        await expect(order.getByTestId('order-status')).toHaveText('Paid');
        const downloads = order.getByRole('region', { name: 'Your downloads' });
        await expect(downloads.locator('dd code')).toHaveText(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);
        await expect(downloads.getByRole('link', { name: 'Download' })).toBeVisible();
        await expectNoAxeViolations(page, '/my-account-orders');
        await page.goto('/my-account-address');
        await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
        await expectNoAxeViolations(page, '/my-account-address');
      });

      await test.step('sign out', async () => {
        await page.goto('/my-account');
        await logOut(page);
        await page.goto('/my-account');
        await expect(page.getByText('Please sign in to see your account.')).toBeVisible();
        await expectNoAxeViolations(page, '/my-account signed out');
      });

      await test.step('forgotten password: the link by e-mail, a new password', async () => {
        await page.goto('/login');
        await page.getByRole('link', { name: 'Forgot your password?' }).click();
        await expectNoAxeViolations(page, '/forget-password');
        await page.getByLabel('Email *').fill(email);
        await page.getByRole('button', { name: 'Submit' }).click();
        await expect(page.getByText(ACCOUNT_MESSAGES.resetSent)).toBeVisible();
        await page.goto(pathOf(await mailedLink(mailbox, email, 'Choose a new password')));
        await expectNoAxeViolations(page, '/forget-password?reset');
        await page.getByLabel('New Password *').fill(NEW_PASSWORD);
        await page.getByLabel('Confirm Password *').fill(NEW_PASSWORD);
        await page.getByRole('button', { name: 'Submit' }).click();
        await expect(page.getByText(ACCOUNT_MESSAGES.passwordChanged)).toBeVisible();
      });

      await test.step('the old password is refused; the new one signs in', async () => {
        await signIn(page, email, PASSWORD);
        await expect(page.getByText(ACCOUNT_MESSAGES.signInRefused)).toBeVisible();
        await expect(page.getByLabel('Email *')).toHaveValue(email);
        await page.getByLabel('Password *').fill(NEW_PASSWORD);
        await page.getByRole('button', { name: 'Login' }).click();
        await expect(page).toHaveURL(/\/my-account$/);
        await page.goto('/my-account-orders');
        await expect(page.getByRole('article', { name: `Order ${orderId}` })).toBeVisible();
      });
    });

    test('a cart filled signed out merges with the account’s on sign-in, another browser signed in sees it; export and delete', async ({
      page,
      mailbox,
      newJourneyPage,
    }) => {
      const email = freshEmail(`cart-${size}`);
      await registerAndConfirm(page, mailbox, email);

      await test.step('the account keeps a cart; signing out empties this browser’s', async () => {
        await signIn(page, email, PASSWORD);
        await expect(page).toHaveURL(/\/my-account$/);
        await addToCart(page, DIGITAL_PRODUCT);
        await expect(page.getByTestId('cart-count')).toHaveText('1');
        await page.goto('/my-account');
        await logOut(page);
        await expect(page.getByTestId('cart-count')).toHaveText('0');
      });

      await test.step('a line added signed out joins the account’s on sign-in', async () => {
        await addToCart(page, PHYSICAL_PRODUCT);
        await expect(page.getByTestId('cart-count')).toHaveText('1');
        await signIn(page, email, PASSWORD);
        await expect(page).toHaveURL(/\/my-account$/);
        await expect(page.getByTestId('cart-count')).toHaveText('2');
        await page.reload();
        await expect(page.getByTestId('cart-count')).toHaveText('2');
      });

      await test.step('another browser signed in to the account sees the cart', async () => {
        const elsewhere = await newJourneyPage();
        await signIn(elsewhere, email, PASSWORD);
        await expect(elsewhere).toHaveURL(/\/my-account$/);
        await expect(elsewhere.getByTestId('cart-count')).toHaveText('2');
        await elsewhere.goto('/cart');
        await expect(elsewhere.getByTestId('cart-count')).toHaveText('2');
      });

      await test.step('download everything held about the account, then delete it', async () => {
        await page.goto('/my-account');
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
        const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as { account: { email: string }; shoppingRecord: { cart: unknown[] } };
        expect(exported.account.email).toBe(email);
        expect(exported.shoppingRecord.cart).toHaveLength(2);
        const deletion = page.getByRole('form', { name: 'Delete my account' });
        await deletion.getByRole('checkbox').check();
        await deletion.getByLabel('Password *').fill(PASSWORD);
        await deletion.getByRole('button', { name: 'Delete my account' }).click();
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByText(ACCOUNT_MESSAGES.accountDeleted)).toBeVisible();
        await expect(page.getByTestId('cart-count')).toHaveText('0');
        await signIn(page, email, PASSWORD);
        await expect(page.getByText(ACCOUNT_MESSAGES.signInRefused)).toBeVisible();
      });
    });
  });
}
