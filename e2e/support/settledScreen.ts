// Waits until the screen has its heading and nothing is still loading, so a check never sees a half-rendered page.
import type { Page } from '@playwright/test';

export async function waitForSettledScreen(page: Page): Promise<void> {
  await page.locator('main [data-boundary] h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => {
    const busy = /Loading|Searching|Verifying|Placing/i;
    const statuses = [...document.querySelectorAll('[role="status"], [aria-busy="true"], h1')];
    return !statuses.some((element) => busy.test(element.textContent ?? '') || element.getAttribute('aria-busy') === 'true');
  });
}
