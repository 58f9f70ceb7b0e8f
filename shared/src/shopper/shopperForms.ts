// Where the server-rendered forms post and what they name their fields: the one list both the screens that render
// the forms and the API that answers them read.
export const SHOPPER_API_PATH = '/shopper';

/** Under the API's base (`/api/v1/web`); each answers 303 back to the page named by its `back` field. */
export const SHOPPER_FORM_PATHS = {
  addToCart: '/shopper/cart',
  cartQuantity: '/shopper/cart/quantity',
  cartLicense: '/shopper/cart/license',
  removeLine: '/shopper/cart/remove',
  wishlist: '/shopper/wishlist',
  /** The wishlist page's Move to cart: added by the cart's rules, then taken off the wishlist unless the cart refused it. */
  moveToCart: '/shopper/wishlist/move',
  compare: '/shopper/compare',
  currency: '/shopper/currency',
  /** The checkout form: Save Information keeps it, Place Order places the order (decision 0066). */
  checkout: '/shopper/checkout',
} as const;

export const SHOPPER_FORM_FIELDS = {
  back: 'back',
  productId: 'productId',
  quantity: 'quantity',
  license: 'license',
  size: 'size',
  color: 'color',
  line: 'line',
  /** A cart line's − or + button: the quantity it sets, over the typed one. */
  setQuantity: 'setQuantity',
  currency: 'currency',
} as const;
