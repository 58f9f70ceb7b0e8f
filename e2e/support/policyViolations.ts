// What a page's Content-Security-Policy blocked: every securitypolicyviolation event of every document the page loads,
// and the console errors Chromium writes about the policy (some blocks raise no event).
import { expect, type Page } from '@playwright/test';

export interface PolicyViolations {
  events: () => Promise<string[]>;
  console: string[];
}

/** Starts recording; call before the page's first navigation. */
export async function watchPolicyViolations(page: Page): Promise<PolicyViolations> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) console.push(message.text());
  });
  return { events: () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []), console };
}

/** Once the network is idle (every chunk, picture and font the page asked for has loaded or been blocked): none. */
export async function expectNoPolicyViolations(page: Page, violations: PolicyViolations): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await violations.events()).toEqual([]);
  expect(violations.console).toEqual([]);
}
