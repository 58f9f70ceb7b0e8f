/** @jest-environment node */
// index.html's early fetch preloads the manifest of the remote that owns the URL before any bundle runs, with its own
// copy of the route ranking; this holds that copy to the one matcher (shared/src/routing/remoteRoutes.ts).
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { routeOwner, type RemoteRoutesSource } from '@storefront/shared/routing';

const indexHtml = fs.readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');
const earlyFetch = indexHtml.match(/<script>([\s\S]*?)<\/script>/)![1];
const remotesJson = JSON.parse(fs.readFileSync(path.join(__dirname, '../../public/remotes.json'), 'utf8')) as RemoteRoutesSource;

/** The manifest URL index.html's script preloads for `pathname`, or null. */
async function preloadedManifest(pathname: string, table: RemoteRoutesSource = remotesJson): Promise<string | null> {
  const links: { href: string }[] = [];
  const answer = Promise.resolve({ ok: true, json: async () => table });
  const context = {
    fetch: () => answer,
    window: {} as Record<string, unknown>,
    location: { pathname },
    document: { createElement: () => ({ href: '' }), head: { appendChild: (link: { href: string }) => links.push(link) } },
  };
  vm.runInNewContext(earlyFetch, context);
  await answer;
  await new Promise((resolve) => setImmediate(resolve));
  return links[0]?.href ?? null;
}

const paths = [
  '/',
  '/store',
  '/store/',
  '/STORE',
  '/product-detail/341',
  '/product-detail/',
  '/faqs',
  '/FAQs',
  '/services',
  '/order-confirmation/abc',
  '/cart',
  '/checkout',
  '/no/such/page',
  '/admin',
  '/Admin/',
  '/admin/orders',
  '/admin/orders/ord_1',
  '/administrator',
];

/** The same ranking over a table with parameters under a prefix, a nested prefix and a catch-all. */
const nested: RemoteRoutesSource = {
  remotes: [
    { name: 'a', manifest: '/a.json', routes: ['/docs', '/docs/:id'] },
    { name: 'b', manifest: '/b.json', routes: ['/docs/*', '/docs/api/*'] },
    { name: 'c', manifest: '/c.json', routes: ['*'] },
  ],
};

test.each(paths)('for %s it preloads the manifest of the remote the shared matcher names', async (pathname) => {
  expect(await preloadedManifest(pathname)).toBe(routeOwner(remotesJson, pathname)?.manifest ?? null);
});

test.each(['/docs', '/docs/7', '/docs/7/x', '/docs/api', '/docs/api/v1', '/elsewhere'])('over prefixes and parameters, for %s too', async (pathname) => {
  expect(await preloadedManifest(pathname, nested)).toBe(routeOwner(nested, pathname)?.manifest ?? null);
});
