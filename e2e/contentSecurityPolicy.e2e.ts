// The pages' Content-Security-Policy is really enforced (an inline script it does not name by hash is blocked), and
// the sandbox payment page, which the store serves outside the shell, breaks none of its rules. That no route or overlay
// of the store breaks one is checked on the tour of every page (pageTour.e2e.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { placeSandboxPaymentOrder } from './support/orders';
import { expectNoPolicyViolations, watchPolicyViolations } from './support/policyViolations';

/** Waits until the screen has its heading and its remote's code has run. */
async function openScreen(page: Page, address: string) {
  await page.goto(address);
  await page.locator('main [data-boundary] h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

test('the sandbox payment page shows without a policy violation', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await page.goto(await placeSandboxPaymentOrder());
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
  // Its one stylesheet is allowed by hash: the Pay button really is styled.
  expect(await page.getByRole('button', { name: 'Pay' }).evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(6, 95, 70)');
  await expectNoPolicyViolations(page, violations);
});

for (const address of ['/product-detail/341', '/cart']) {
  test(`the policy of ${address} blocks an inline script it does not name by hash`, async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    await openScreen(page, address);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedScriptRan = true;';
      document.body.appendChild(script);
      return (window as unknown as { __injectedScriptRan?: boolean }).__injectedScriptRan === true;
    });
    expect(ran).toBe(false);
    expect(await violations.events()).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
    violations.console.length = 0;
  });
}
