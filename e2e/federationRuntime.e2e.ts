// One federation runtime per page (decisions 0005 and 0029): the shell brings runtime-core and the webpack bundler
// runtime over it, and every remote's production entry takes both from the page instead of carrying its own copy.
import { expect, test } from './support/fixtures';

// A property only the bundler runtime's own code names (its attachShareScopeMap): present in the script that ships
// the bundler runtime, absent from one that takes it from the page.
const BUNDLER_RUNTIME_CODE = 'hasAttachShareScopeMap';
const PAGES_OF_EACH_REMOTE = ['/store', '/cart', '/about', '/checkout'];

test("the shell's bundler runtime serves every remote: no remote entry carries its own, and each remote's screen renders", async ({ page }) => {
  const entries = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (response.ok() && (path.endsWith('/remoteEntry.js') || /^\/main\.[0-9a-f]+\.js$/.test(path))) entries.set(path, response.text());
  });
  for (const path of PAGES_OF_EACH_REMOTE) {
    await page.goto(path);
    await expect(page.locator('main [data-boundary]').first()).toBeVisible();
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  }
  const bodies = await Promise.all([...entries].map(async ([path, body]) => [path, await body] as const));
  const remoteEntries = bodies.filter(([path]) => path.startsWith('/mf/'));
  expect(remoteEntries.map(([path]) => path.split('/')[2]).sort()).toEqual(['cart', 'catalog', 'checkout', 'content']);
  expect(remoteEntries.filter(([, body]) => body.includes(BUNDLER_RUNTIME_CODE)).map(([path]) => path)).toEqual([]);
  expect(bodies.filter(([path, body]) => !path.startsWith('/mf/') && body.includes(BUNDLER_RUNTIME_CODE))).toHaveLength(1);
});
