// Each remote taken offline in turn: only its own screens show the fallback; the rest of the store keeps working.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession } from './support/jest/browser';
import { eventually } from './support/jest/eventually';
import { baseUrl } from './support/jest/state';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const CASES = [
  { remote: 'catalog', ownRoute: '/store', otherRoute: '/contact', otherText: 'Mon-Sat 7:30am-8:00pm PST' },
  { remote: 'cart', ownRoute: '/cart', otherRoute: '/store', otherText: 'Products Found' },
  { remote: 'checkout', ownRoute: '/checkout', otherRoute: '/cart', otherText: 'Shopping Cart' },
  { remote: 'content', ownRoute: '/contact', otherRoute: '/checkout', otherText: 'Checkout' },
] as const;

/** Refuses every request for the remote's files (the folder of its manifest in the store's remotes.json) until undone. */
async function blockRemote(page: Page, remote: string): Promise<() => Promise<void>> {
  const remotesUrl = `${baseUrl()}/remotes.json`;
  const { remotes } = (await (await fetch(remotesUrl)).json()) as { remotes: { name: string; manifest: string }[] };
  const folder = new URL('.', new URL(remotes.find((r) => r.name === remote)!.manifest, remotesUrl)).href;
  const isRemoteFile = (url: URL) => url.href.startsWith(folder);
  await page.route(isRemoteFile, (route) => route.abort('connectionrefused'));
  return () => page.unroute(isRemoteFile);
}

describe.each(CASES)('with $remote offline', ({ remote, ownRoute, otherRoute, otherText }) => {
  test('its route shows the fallback with Retry, other routes work, and Retry recovers once it is back', async () => {
    const session = await openSession(browser);
    const { page, url } = session;
    const consoleErrors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && consoleErrors.push(msg.text()));
    const unblock = await blockRemote(page, remote);

    await page.goto(url(ownRoute));
    const fallback = page.locator(`[data-remote-fallback="${remote}"]`);
    await fallback.waitFor();
    await fallback.getByRole('button', { name: 'Retry' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();

    await page.goto(url(otherRoute));
    await page.getByText(otherText).first().waitFor();
    await eventually(() => page.locator('[data-remote-fallback]').count()).toBe(0);

    await page.goto(url(ownRoute));
    await fallback.waitFor();
    await unblock();
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await page.locator(`[data-boundary="${remote}"]`).first().waitFor();
    await eventually(() => fallback.count()).toBe(0);

    // Logged once per page load (the route was opened in two page loads), not once per failed request.
    const shellLogs = consoleErrors.filter((text) => text.includes(`remote "${remote}" is unavailable`));
    expect(shellLogs.length).toBe(2);
    await session.context.close();
  });
});
