// A canary of the cart built to throw on its cart page is aborted by the store itself: shoppers' fresh browsers load
// /cart (half get the canary, whose page fails), their pages report their health as they are left, and once the
// canary has the configured minimum of page views (lowered here to 4) with an error rate over a point worse than the
// live release's, the store switches every browser back — with the audit entry in the console, the e-mail to the
// cart team through the journey's SMTP server, and each release's health in `npm run releases`.
import { expect, onlyWithTheRunsOwnStore, test } from './support/fixtures';
import { caughtMail, type MailCatcher, startMailCatcher } from './support/mailCatcher';
import { editedRemoteCopy, runReleaseCommand } from './support/releaseCommands';
import { OWNER, livePointer, type OwnStore, signedInConsole, startOwnStore } from './support/releaseStore';

const MIN_VIEWS = 4;
const TEAM = 'cart-team@storefront.test';
/** Fresh browsers at most: at 50 % the canary's fourth view comes long before. */
const SHOPPERS = 40;

test.describe('automatic abort of a bad canary', () => {
  onlyWithTheRunsOwnStore('journey builds the cart and starts a store of its own, with its own SMTP server, to deploy it into');
  test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

  let store: OwnStore;
  let mail: MailCatcher;
  let broken: ReturnType<typeof editedRemoteCopy>;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    mail = await startMailCatcher();
    store = await startOwnStore({
      CANARY_ABORT_MIN_VIEWS: String(MIN_VIEWS),
      CANARY_ABORT_MARGIN: '1',
      TEAM_EMAIL_CART: TEAM,
      SMTP_URL: mail.smtpUrl,
      VITALS_RATE_LIMIT_MAX: '10000',
    });
    // Renders on the server as before; throws as soon as the browser renders it.
    broken = editedRemoteCopy(
      'cart',
      'src/screens/cart/CartPage.tsx',
      '  const items = useAppSelector(selectCartItems);',
      "  if (typeof window !== 'undefined') throw new Error('this canary breaks the cart page');\n  const items = useAppSelector(selectCartItems);",
    );
  });
  test.afterAll(async () => {
    await store?.stop();
    await mail?.close();
    broken?.remove();
  });

  test('is aborted after the configured page views, audited, and its team is told by e-mail', async ({ browser }) => {
    test.setTimeout(480_000);
    const deployed = await runReleaseCommand('deploy', broken.dir, store, ['--canary', '50']);
    expect(deployed.status, deployed.output).toBe(0);
    const canary = /release (\S+) is the canary for 50 % of browsers/.exec(deployed.output)?.[1] ?? '';
    expect(canary, deployed.output).not.toBe('');
    const live = livePointer(store, 'cart').live;

    let canaryViews = 0;
    for (let shopper = 0; shopper < SHOPPERS && livePointer(store, 'cart').canary; shopper += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        const response = await page.goto(`${store.baseUrl}/cart`);
        const onCanary = ((await response?.text()) ?? '').includes(`/releases/cart/${canary}/`);
        if (onCanary) {
          canaryViews += 1;
          // The canary's page fails once the browser renders it: the cart's boundary hands the error to the route.
          await expect(page.locator('[data-boundary="cart"] h1')).toHaveCount(0);
        } else await expect(page.locator('[data-boundary="cart"] h1').first()).toHaveText('Shopping Cart');
        await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true');
        // Leaving the page sends its health (sendBeacon on pagehide).
        await page.goto('about:blank');
      } finally {
        await context.close();
      }
      if (canaryViews >= MIN_VIEWS) await expect.poll(() => livePointer(store, 'cart').canary, { timeout: 10_000 }).toBeUndefined();
    }
    expect(canaryViews, 'canary page views before the abort').toBe(MIN_VIEWS);
    expect(livePointer(store, 'cart')).toEqual({ live, history: expect.arrayContaining([live]) });

    // A fresh browser gets the live release again.
    const fresh = await browser.newPage();
    try {
      await fresh.goto(`${store.baseUrl}/cart`);
      await expect(fresh.locator('[data-boundary="cart"] h1').first()).toHaveText('Shopping Cart');
    } finally {
      await fresh.close();
    }

    // The team is told, with the figures.
    await expect
      .poll(async () => (await caughtMail(mail.mailDir)).map((message) => message.subject), { timeout: 60_000 })
      .toContain(`Canary of mf-cart aborted: ${canary}`);
    const notice = (await caughtMail(mail.mailDir)).find((message) => message.subject === `Canary of mf-cart aborted: ${canary}`)!;
    expect(notice.to && 'text' in notice.to ? notice.to.text : '').toBe(TEAM);
    expect(notice.text).toContain(`Pages with an error of the canary: 100.00 % of ${MIN_VIEWS} page views.`);

    // The console: the audit entry names the store, and the composition page the aborted canary and its health.
    const { context, page } = await signedInConsole(browser, store, OWNER);
    try {
      await page.goto('/admin/audit');
      const entry = page.getByRole('table', { name: 'Audit log, newest first' }).getByRole('row').filter({ hasText: 'release.auto-abort' });
      await expect(entry).toContainText('the store (automatic abort)');
      await page.goto('/admin/composition');
      await expect(page.getByRole('region', { name: 'mf-cart' })).toContainText(`Aborted by the store: ${canary}`);
    } finally {
      await context.close();
    }

    // The team's listing shows each release's health beside it.
    const listed = await runReleaseCommand('releases', broken.dir, store);
    expect(listed.status, listed.output).toBe(0);
    expect(listed.output).toMatch(new RegExp(`  ${canary}  ${MIN_VIEWS} views, 100\\.00 % with errors`));
    expect(listed.output).toMatch(new RegExp(`\\* ${live}  \\(live\\)  \\d+ views, 0\\.00 % with errors`));
  });
});
