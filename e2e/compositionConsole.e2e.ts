// The console's composition page, end to end on a store of the journey's own: a team deploys a canary of the cart;
// the owner finds it on /admin/composition beside the live release, and from the keyboard alone aborts it (a
// confirmation whose focus stays inside), then promotes the next one; each shows in the store's pointer and the audit
// log. Staff see the page without its buttons. axe finds nothing on the page nor on its confirmation.
import type { Page } from '@playwright/test';
import { axeViolations, WCAG_21_AA } from './support/axe';
import { expect, onlyWithTheRunsOwnStore, test } from './support/fixtures';
import { editedRemoteCopy, runReleaseCommand } from './support/releaseCommands';
import { OWNER, STAFF, livePointer, type OwnStore, signedInConsole, startOwnStore } from './support/releaseStore';

const CANARY_HEADING = 'Your Cart, Console Canary';

test.describe('the composition page', () => {
  onlyWithTheRunsOwnStore('journey builds the cart and starts a store of its own to deploy it into');
  test.describe.configure({ mode: 'serial' });
  test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

  let store: OwnStore;
  let copy: ReturnType<typeof editedRemoteCopy>;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    store = await startOwnStore({});
    copy = editedRemoteCopy('cart', 'src/screens/cart/CartPage.tsx', '>Shopping Cart</h1>', `>${CANARY_HEADING}</h1>`);
  });
  test.afterAll(async () => {
    await store?.stop();
    copy?.remove();
  });

  async function deployCanary(): Promise<string> {
    const deployed = await runReleaseCommand('deploy', copy.dir, store, ['--canary', '30']);
    expect(deployed.status, deployed.output).toBe(0);
    const canary = /release (\S+) is the canary for 30 % of browsers/.exec(deployed.output)?.[1] ?? '';
    expect(canary, deployed.output).not.toBe('');
    return canary;
  }

  /** Presses Enter on the button named `name` after reaching it with Tab from the page's heading. */
  async function pressFromKeyboard(page: Page, name: string): Promise<void> {
    await page.getByRole('heading', { level: 1, name: 'Composition' }).focus();
    const target = page.getByRole('button', { name });
    for (let presses = 0; presses < 60 && !(await target.evaluate((element) => element === document.activeElement)); presses += 1)
      await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
    await page.keyboard.press('Enter');
  }

  test('the owner aborts a canary and promotes the next from the keyboard; each is audited', async ({ browser }) => {
    test.setTimeout(480_000);
    const first = await deployCanary();
    const live = livePointer(store, 'cart').live;
    const { context, page } = await signedInConsole(browser, store, OWNER);
    try {
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Composition' }).click();
      const cart = page.getByRole('region', { name: 'mf-cart' });
      await expect(cart).toContainText(`Live: ${live} for 70 % of browsers; canary ${first} for 30 %.`);
      await expect(page.getByRole('table', { name: 'Releases of mf-cart and their health' }).getByRole('row', { name: new RegExp(first) })).toContainText(
        'Canary, 30 % of browsers',
      );
      expect(await axeViolations(page, { tags: WCAG_21_AA }), 'axe on the composition page').toEqual([]);

      await pressFromKeyboard(page, 'Abort canary of mf-cart');
      const dialog = page.getByRole('dialog', { name: 'Abort the canary of mf-cart' });
      await expect(dialog).toContainText(`Every browser gets the live release ${live} again from its next page load.`);
      const confirm = dialog.getByRole('button', { name: 'Abort canary' });
      await expect(confirm).toBeFocused();
      expect(await axeViolations(page, { tags: WCAG_21_AA }), 'axe on the confirmation').toEqual([]);
      // The focus stays inside: Tab from the last button comes back to the first, Shift+Tab goes round the other way.
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(confirm).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(confirm).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status')).toHaveText(`Canary aborted: every browser gets ${live} of cart from its next page load.`);
      await expect(page.getByRole('status')).toBeFocused();
      await expect(cart).toContainText(`Live: ${live} for every browser.`);
      expect(livePointer(store, 'cart').canary).toBeUndefined();

      const second = await deployCanary();
      await page.reload();
      await expect(cart).toContainText(`canary ${second} for 30 %.`);
      await pressFromKeyboard(page, 'Promote canary of mf-cart');
      const promote = page.getByRole('dialog', { name: 'Promote the canary of mf-cart' });
      await expect(promote.getByRole('button', { name: 'Promote' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status')).toHaveText(`Promoted: every browser gets ${second} of cart from its next page load.`);
      expect(livePointer(store, 'cart')).toMatchObject({ live: second });
      expect(livePointer(store, 'cart').canary).toBeUndefined();

      // A shopper's next page load gets the promoted release.
      const shopper = await browser.newPage();
      try {
        await shopper.goto(`${store.baseUrl}/cart`);
        await expect(shopper.locator('[data-boundary="cart"] h1').first()).toHaveText(CANARY_HEADING);
      } finally {
        await shopper.close();
      }

      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
      const audit = page.getByRole('table', { name: 'Audit log, newest first' });
      await expect(audit.getByRole('row').filter({ hasText: 'release.promote' })).toContainText(OWNER.email);
      await expect(audit.getByRole('row').filter({ hasText: 'release.abort' })).toContainText(OWNER.email);
    } finally {
      await context.close();
    }
  });

  test('staff see the composition without its buttons', async ({ browser }) => {
    const { context, page } = await signedInConsole(browser, store, STAFF);
    try {
      await page.goto('/admin/composition');
      await expect(page.getByRole('region', { name: 'mf-cart' })).toContainText('for every browser.');
      await expect(page.getByRole('table', { name: 'Releases of mf-cart and their health' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Promote|Abort|Roll back/ })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
