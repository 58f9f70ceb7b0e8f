// The shell's own journeys: currency switch and persistence, overlays closing on Escape and on navigation with focus
// returned, the header's scroll behaviour, the mobile menu at 375 px, case-insensitive routes and the not-found page.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession, type Session } from './support/jest/browser';
import { eventually } from './support/jest/eventually';

let browser: Browser;
let session: Session;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
afterEach(async () => {
  expect(session.errors).toEqual([]);
  await session.context.close();
});

const firstCard = (page: Page) => page.locator('[data-product-id]').first();
const headerCart = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

describe('at 1280 px', () => {
  beforeEach(async () => {
    session = await openSession(browser);
  });

  test('the currency picker switches the prices on /store from $ to ₦ and the choice survives a reload', async () => {
    const { page, url } = session;
    await page.goto(url('/store'));
    await firstCard(page).waitFor();
    await eventually(() => firstCard(page).innerText()).toContain('$');

    await page.getByRole('combobox', { name: 'Currency' }).selectOption('NGN');
    await page.waitForFunction(() => document.querySelector('[data-product-id]')?.textContent?.includes('₦'));
    await expect(firstCard(page).innerText()).resolves.not.toContain('$');

    await page.reload();
    await firstCard(page).waitFor();
    await eventually(() => firstCard(page).innerText()).toContain('₦');
    await eventually(() => page.getByRole('combobox', { name: 'Currency' }).inputValue()).toBe('NGN');
    await eventually(() => page.evaluate(() => localStorage.getItem('currency'))).toBe('NGN');
  });

  test('the cart modal traps focus, closes on Escape and gives focus back to the header button', async () => {
    const { page, url } = session;
    await page.goto(url('/contact'));
    await headerCart(page).click();
    const modal = page.getByRole('dialog', { name: 'Your cart' });
    await modal.waitFor();
    await eventually(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    await eventually(() => modal.evaluate((box) => box.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await eventually(() => focusedLabel(page)).toBe('Cart, 0 items');
    await eventually(() => page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('an open overlay closes on a route change (browser back)', async () => {
    const { page, url } = session;
    await page.goto(url('/contact'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
    await firstCard(page).waitFor();
    await headerCart(page).click();
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();

    await page.goBack();
    await page.getByText('Mon-Sat 7:30am-8:00pm PST').waitFor();
    await eventually(() => page.getByRole('dialog', { name: 'Your cart' }).count()).toBe(0);
    await eventually(() => page.locator('[data-overlay]').count()).toBe(0);
  });

  test('an overlay whose remote is down (or not listed yet) shows the fallback and the page keeps working', async () => {
    const { page, url } = session;
    await page.route('**/mf/catalog/**', (route) => route.abort('connectionrefused'));
    await page.goto(url('/contact'));
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const fallback = page.getByRole('dialog', { name: 'Unavailable' });
    await fallback.waitFor();
    await fallback.getByRole('button', { name: 'Close' }).click();
    await fallback.waitFor({ state: 'detached' });
    await headerCart(page).click();
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
  });

  test('the header hides scrolling down past 250 px, returns scrolling up, and scroll-to-top appears after 500 px', async () => {
    const { page, url } = session;
    await page.goto(url('/store'));
    await firstCard(page).waitFor();
    const header = page.getByRole('banner');
    await eventually(() => header.getAttribute('data-scrolled')).toBe('false');
    await eventually(() => page.getByRole('button', { name: 'Scroll to top' }).count()).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 800));
    await page.waitForFunction(() => document.querySelector('header')?.getAttribute('data-hidden') === 'true');
    await eventually(() => header.getAttribute('data-scrolled')).toBe('true');

    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForFunction(() => document.querySelector('header')?.getAttribute('data-hidden') === 'false');

    await page.getByRole('button', { name: 'Scroll to top' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.getByRole('button', { name: 'Scroll to top' }).waitFor({ state: 'detached' });
  });

  test('routes match case-insensitively, the nav marks the active item, and unknown paths answer 404 with the not-found page', async () => {
    const { page, url } = session;
    await page.goto(url('/CONTACT'));
    await page.getByText('Mon-Sat 7:30am-8:00pm PST').waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await eventually(() => nav.getByRole('link', { name: 'Contact' }).getAttribute('aria-current')).toBe('page');

    const missing = await page.goto(url('/no-such-page'));
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Oops! Something is Missing' }).waitFor();
    await eventually(() => nav.locator('[aria-current]').count()).toBe(0);
    await eventually(() => page.getByRole('contentinfo').innerText()).toContain(`© ${new Date().getFullYear()}`);
  });
});

describe('at 375 px', () => {
  beforeEach(async () => {
    session = await openSession(browser, { width: 375, height: 800 });
  });

  test('the menu replaces the header nav, navigates and closes; the bottom toolbar has Shop and Cart', async () => {
    const { page, url } = session;
    await page.goto(url('/'));
    await eventually(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const toolbar = page.getByRole('navigation', { name: 'Toolbar' });
    await eventually(() => toolbar.getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/store');

    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await page.getByText('Mon-Sat 7:30am-8:00pm PST').waitFor();
    await menu.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/contact');

    await toolbar.getByRole('button', { name: 'Cart, 0 items' }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    await page.keyboard.press('Escape');
    await toolbar.getByRole('link', { name: 'Shop' }).click();
    await firstCard(page).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
