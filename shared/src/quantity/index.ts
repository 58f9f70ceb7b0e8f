// @storefront/shared/quantity: the quantity control and its cap behaviour. Not re-exported from the package's main
// entry: only the remotes with quantity controls (cart, catalogue) bundle it, so the home page's shared chunk does not.
export { QuantityControl } from './QuantityControl';
export { QUANTITY_LIMIT_MESSAGE } from './quantityLimitMessage';
