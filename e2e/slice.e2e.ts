// The foundation's vertical slice: store → header count → cart modal → cart page, kept across a reload; every remote renders.
import { useJourneySession } from './support/jest/browser';
import { eventually } from './support/jest/eventually';

const session = useJourneySession();

test('adding on /store updates the header count, opens the cart modal, and /cart lists the line after a reload', async () => {
  const { page, url } = session;
  await page.goto(url('/store'));
  const firstCard = page.locator('[data-product-id]').first();
  await firstCard.waitFor();
  const title = (await firstCard.locator('h3').innerText()).trim();
  await eventually(() => page.getByTestId('cart-count').innerText()).toBe('0');

  await firstCard.getByRole('button', { name: 'ADD TO CART' }).click();
  await eventually(() => page.getByTestId('cart-count').innerText()).toBe('1');
  const modal = page.getByRole('dialog', { name: 'Your cart' });
  await modal.waitFor();
  await eventually(() => modal.getByText(title).count()).toBe(1);
  await eventually(() => firstCard.getByRole('button', { name: 'Already Added' }).isDisabled()).toBe(true);

  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });

  await page.goto(url('/cart'));
  await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor();
  await eventually(() => page.locator('[data-cart-line]').count()).toBe(1);
  await page.getByRole('link', { name: title }).waitFor();

  await page.reload();
  await page.getByRole('link', { name: title }).waitFor();
  await eventually(() => page.getByTestId('cart-count').innerText()).toBe('1');

  await page.getByRole('button', { name: 'Increase quantity' }).first().click();
  const quantity = await page.getByRole('textbox', { name: 'Quantity' }).first().elementHandle();
  await page.waitForFunction((input) => (input as HTMLInputElement).value === '2', quantity, { timeout: 5000 });
});

test('checkout, contact and an unknown path render from their remotes', async () => {
  const { page, url } = session;
  await page.goto(url('/checkout'));
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
  await page.locator('[data-boundary="checkout"]').waitFor();

  await page.goto(url('/contact'));
  await page.getByText('Mon-Sat 7:30am-8:00pm PST').waitFor();
  await page.locator('[data-boundary="content"]').waitFor();

  await page.goto(url('/no-such-page'));
  await page.getByRole('heading', { name: 'Oops! Something is Missing' }).waitFor();
});

test('one copy of each shared library and of the store runs in the page', async () => {
  const { page, url } = session;
  await page.goto(url('/store'));
  await page.locator('[data-product-id]').first().waitFor();
  await page.goto(url('/cart'));
  await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor();
  const copies = await page.evaluate(() => {
    type Shared = Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown; from?: string }>>>;
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Shared> } }).__FEDERATION__.__SHARE__;
    const loaded: Record<string, Set<string>> = {};
    for (const host of Object.values(share)) {
      for (const scope of Object.values(host)) {
        for (const [pkg, versions] of Object.entries(scope)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded || entry.lib) (loaded[pkg] ??= new Set()).add(`${version}@${entry.from}`);
          }
        }
      }
    }
    return Object.fromEntries(Object.entries(loaded).map(([pkg, set]) => [pkg, set.size]));
  });
  for (const pkg of ['react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', '@storefront/shared']) {
    expect([pkg, copies[pkg]]).toEqual([pkg, 1]);
  }
});
