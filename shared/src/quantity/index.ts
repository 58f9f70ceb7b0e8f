// @storefront/shared/quantity: the quantity controls' cap behaviour. Not re-exported from the package's main
// entry: only the remotes with quantity controls (cart, catalogue) bundle it, so the home page's shared chunk does not.
export { useQuantityLimit } from './useQuantityLimit';
