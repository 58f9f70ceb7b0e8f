// The URLs that visit every route remotes.json lists (concrete ids for parameters, data created first where a route
// needs it): the tour of every page (pageTour.e2e.ts) and the phone-size layout check (layout.e2e.ts) visit them, and
// the tour fails on a route without a URL here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { parseRemotesManifest } from '@storefront/shared/contracts';
import { placeNoPaymentOrder } from './orders';

export const DIGITAL_PRODUCT = 341;
export const PHYSICAL_PRODUCT = 2;

/** Every route pattern remotes.json lists. */
export const listedRoutes: string[] = parseRemotesManifest(
  JSON.parse(readFileSync(path.join(__dirname, '../../shell/public/remotes.json'), 'utf8')),
).remotes.flatMap((remote) => remote.routes);

/** Route pattern → the URLs that exercise it (a function when the URL needs data created first). */
export const ROUTE_URLS: Record<string, (string | (() => Promise<string>))[]> = {
  '/': ['/'],
  '/store': ['/store'],
  '/store-list': ['/store-list'],
  '/shop-default-grid': ['/shop-default-grid'],
  '/product-detail/:id': [`/product-detail/${DIGITAL_PRODUCT}`, `/product-detail/${PHYSICAL_PRODUCT}`],
  '/search-result': ['/search-result?q=audio'],
  '/cart': ['/cart'],
  '/shopping-cart': ['/shopping-cart'],
  '/wish-list': ['/wish-list'],
  '/checkout': ['/checkout'],
  '/order-confirmation/:orderId': [async () => `/order-confirmation/${encodeURIComponent(await placeNoPaymentOrder())}`],
  '/payment-confirmation': [
    '/payment-confirmation',
    async () => `/payment-confirmation?reference=e2e-ref-${Date.now()}&order_id=${encodeURIComponent(await placeNoPaymentOrder())}`,
  ],
  '/about': ['/about'],
  '/services': ['/services'],
  '/contact': ['/contact'],
  '/login': ['/login'],
  '/register': ['/register'],
  '/forget-password': ['/forget-password'],
  '/order-tracking': ['/order-tracking'],
  '/my-account': ['/my-account'],
  '/my-account-orders': ['/my-account-orders'],
  '/my-account-address': ['/my-account-address'],
  '/404': ['/404'],
  '/FAQs': ['/FAQs'],
  '/term-of-use': ['/term-of-use'],
  '/coming-soon': ['/coming-soon'],
  '/customer-feedback': ['/customer-feedback'],
  '*': ['/no-such-page'],
  // The operator console: without a session every /admin page is its sign-in form (or, on a store without the admin
  // API, the console's "could not load" page); its signed-in screens are toured by the console's own journey.
  '/admin': ['/admin'],
  '/admin/*': ['/admin/orders'],
};

/** Overlay → the accessible name of its dialog, for the tours of every overlay opened from /store. */
export const OVERLAY_TOUR: [string, string | RegExp][] = [
  ['search', 'Search'],
  ['categories', 'Categories'],
  ['compare', 'Compare products'],
  ['cartModal', 'Your cart'],
  ['wishlistModal', /wishlist/i],
];

/** Opens an overlay of OVERLAY_TOUR the way a shopper does: from the header, or from a product card on /store. */
export async function openTourOverlay(page: Page, card: Locator, overlay: string): Promise<void> {
  if (overlay === 'search') await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  if (overlay === 'categories')
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Categories/ })
      .click();
  if (overlay === 'compare') await card.getByRole('button', { name: 'Add to Compare' }).click();
  if (overlay === 'cartModal') await card.getByRole('button', { name: 'ADD TO CART' }).click();
  if (overlay === 'wishlistModal') await card.getByRole('button', { name: 'Add to Wishlist' }).click();
}
