// The shopper interactions the bench times, done as a shopper does them in the journeys (e2e/cart.e2e.ts, catalog.e2e.ts,
// pageTour.e2e.ts): where each starts, the control pressed (found by its role and name, as the journeys find
// it), and the visible answer that says it worked. interactions.mjs measures each.
//   target(page): the Playwright locator of the control; lookFor: what target looks for, said when it is missing
//   answer(target): what appears once it worked — { dialog: accessible name } or { pressedButton: its text }

const CARD = '[data-product-id]';

export const SHOPPER_INTERACTIONS = [
  {
    name: 'add to cart (product card)',
    path: '/store',
    lookFor: `a product card (${CARD}) with a button named exactly 'ADD TO CART'`,
    target: (page) => page.locator(CARD).getByRole('button', { name: 'ADD TO CART', exact: true }).first(),
    answer: async () => ({ dialog: 'Your cart' }),
  },
  {
    name: 'add to cart (product page)',
    path: '/product-detail/341',
    lookFor: "the product page's button named exactly 'ADD TO CART'",
    target: (page) => page.getByRole('button', { name: 'ADD TO CART', exact: true }),
    answer: async () => ({ dialog: 'Your cart' }),
  },
  {
    name: 'add to wishlist (product card)',
    path: '/store',
    lookFor: `a product card (${CARD}) with a button named exactly 'Add to Wishlist'`,
    target: (page) => page.locator(CARD).getByRole('button', { name: 'Add to Wishlist', exact: true }).first(),
    answer: async () => ({ dialog: 'Added to wishlist' }),
  },
  {
    name: 'change a filter (category, /store sidebar)',
    path: '/store',
    lookFor: "a category button not pressed yet in the sidebar 'Categories and filters' › region 'Product Categories'",
    target: (page) =>
      page
        .getByRole('complementary', { name: 'Categories and filters' })
        .getByRole('region', { name: 'Product Categories' })
        .locator('button[aria-pressed="false"]')
        .first(),
    answer: async (target) => ({ pressedButton: (await target.textContent()).trim() }),
  },
  {
    name: 'open the cart modal (header)',
    path: '/',
    lookFor: "the header's (banner) button whose name starts 'Cart, '",
    target: (page) => page.getByRole('banner').getByRole('button', { name: /^Cart, / }),
    answer: async () => ({ dialog: 'Your cart' }),
  },
  {
    name: 'open the quick view (product card)',
    path: '/store',
    lookFor: `a product card (${CARD}) with a button whose name starts 'Quick View '`,
    target: (page) =>
      page
        .locator(CARD)
        .getByRole('button', { name: /^Quick View / })
        .first(),
    answer: async () => ({ dialog: 'Quick view' }),
  },
];
