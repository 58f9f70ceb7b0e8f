// Each remote taken offline in turn: only its own screens show the fallback; the rest of the store keeps working.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const CASES = [
  { remote: 'catalog', ownRoute: '/store', otherRoute: '/contact', otherText: 'Mon-Sat 7:30am-8:00pm PST' },
  { remote: 'cart', ownRoute: '/cart', otherRoute: '/store', otherText: 'Products Found' },
  { remote: 'checkout', ownRoute: '/checkout', otherRoute: '/cart', otherText: 'Shopping Cart' },
  { remote: 'content', ownRoute: '/contact', otherRoute: '/checkout', otherText: 'Checkout' },
] as const;

/** Refuses every request for the remote's files (the folder of its manifest in the store's remotes.json) until undone. */
async function blockRemote(page: Page, remotesUrl: string, remote: string): Promise<() => Promise<void>> {
  const { remotes } = (await (await fetch(remotesUrl)).json()) as { remotes: { name: string; manifest: string }[] };
  const folder = new URL('.', new URL(remotes.find((r) => r.name === remote)!.manifest, remotesUrl)).href;
  const isRemoteFile = (url: URL) => url.href.startsWith(folder);
  await page.route(isRemoteFile, (route) => route.abort('connectionrefused'));
  return () => page.unroute(isRemoteFile);
}

for (const { remote, ownRoute, otherRoute, otherText } of CASES) {
  test.describe(`with ${remote} offline`, () => {
    test('its route shows the fallback with Retry, other routes work, and Retry recovers once it is back', async ({ page, url }) => {
      const consoleErrors: string[] = [];
      page.on('console', (msg) => msg.type() === 'error' && consoleErrors.push(msg.text()));
      const unblock = await blockRemote(page, url('/remotes.json'), remote);

      await page.goto(ownRoute);
      const fallback = page.locator(`[data-remote-fallback="${remote}"]`);
      await expect(fallback).toBeVisible();
      await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

      await page.goto(otherRoute);
      await expect(page.getByText(otherText).first()).toBeVisible();
      await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);

      await page.goto(ownRoute);
      await expect(fallback).toBeVisible();
      await unblock();
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(page.locator(`[data-boundary="${remote}"]`).first()).toBeVisible();
      await expect(fallback).toHaveCount(0);

      // Logged once per page load (the route was opened in two page loads), not once per failed request.
      const shellLogs = consoleErrors.filter((text) => text.includes(`remote "${remote}" is unavailable`));
      expect(shellLogs.length).toBe(2);
    });
  });
}
