// @storefront/shared: the one store, the API slice, domain types and rules every app of the storefront shares.
// Shared as a Module Federation singleton — import it by package name only, never by a relative path.

// Store
export { store, makeStore, type AppStore, type AppDispatch, type MakeStoreOptions } from './store/store';
export type { RootState, AppThunk } from './store/types';
export { useAppDispatch, useAppSelector } from './store/hooks';
export { StoreProvider } from './store/StoreProvider';
export { type StoreInjection } from './store/sliceInjection';

// API
export {
  shopApi,
  useGetProductQuery,
  useGetCatalogPageQuery,
  useSearchProductsQuery,
  useLazySearchProductsQuery,
  useGetProductsByIdsQuery,
  useGetFirstProductsQuery,
  useGetRelatedProductsQuery,
  usePlaceOrderMutation,
  useGetOrderQuery,
  useVerifyPaymentMutation,
  type PlaceOrderArgs,
} from './apiClient/shopApi';
export { configureApiBaseUrl } from './apiClient/apiBaseUrl';
export { type CatalogError } from './apiClient/catalogError';

// Customer account
export {
  accountApi,
  useGetAccountSessionQuery,
  useSignUpMutation,
  useVerifyEmailMutation,
  useSignInMutation,
  useSignOutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useSaveAccountDetailsMutation,
  useChangePasswordMutation,
  useGetAccountOrdersQuery,
  useGetSavedAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  useExportAccountMutation,
  useDeleteAccountMutation,
} from './account/accountApi';
export { selectAccountStatus, selectCustomer, selectSignedIn, type AccountState } from './account/accountSlice';

// Catalogue
export { type CatalogStatus } from './catalog/catalogStatus';

// Cart
export {
  updateQuantity,
  updateLicense,
  removeFromCart,
  clearCart,
  selectCartItems,
  selectCartCount,
  selectCartLine,
  selectCartLineOfVariant,
  type LineRef,
  selectIsInCart,
  cartTrimNoticeDismissed,
  MAX_CART_LINES,
  type CartState,
} from './cart/cartSlice';
export { addToCart, type AddToCartArgs } from './cart/addToCart';
export { selectCartTotal } from './cart/cartTotal';
export { cartTotal, lineTotal } from './cart/lineTotals';
export { toCartLine, resolveVariant } from './cart/cartLine';
export { cartLineKey, lineRenderKeys, describeVariant, type LineVariant } from './cart/lineKey';
export { saveCartNote, selectCartNote } from './cart/cartNoteSlice';
export { MAX_QUANTITY } from './cart/quantity';

// Wishlist and compare
export {
  addToWishlist,
  removeFromWishlist,
  selectWishlistIds,
  selectIsInWishlist,
  wishlistTrimNoticeDismissed,
  MAX_WISHLIST_ITEMS,
  type WishlistState,
} from './wishlist/wishlistSlice';
export { addToCompare, removeFromCompare, selectCompareIds, selectIsInCompare, MAX_COMPARE_ITEMS, type CompareState } from './compare/compareSlice';

// Currency and money
export { setCurrency, selectCurrency } from './currency/currencySlice';
export { CURRENCY_SYMBOLS, CURRENCY_CODES, isCurrency } from './money/currencies';
export { formatDecimal, formatPrice } from './money/formatPrice';
export { roundMoney, toAmount } from './money/money';

// License tiers
export {
  defaultLicenseType,
  licenseAmount,
  unitPrice,
  cardPrice,
  oldPriceAmount,
  formatLicensePrice,
  hasLicenses,
  type PricedItem,
} from './license/licensePrice';
export { type LicenseType } from './license/licenseDescriptions';

// UI: modals and panels
export {
  openOverlay,
  closeOverlay,
  setQuickViewProduct,
  setQuickAddQuantity,
  selectOverlay,
  selectQuickViewProductId,
  selectQuickAddQuantity,
  type OpenOverlay,
  type UiState,
} from './ui/uiSlice';
export { OVERLAY_NAMES, type OverlayName } from './ui/overlays';
export { afterNextPaint } from './ui/afterNextPaint';
export { focusableIn, keepFocusInside } from './ui/keepFocusInside';
export { SELECT_LICENSE_ALERT, SELECT_LICENSE_NOTE } from './license/licenseMessages';

// Checkout

// Constants, federation contracts, types
export * from './constants';
export type {
  RemoteName,
  RemoteRouteDefinition,
  RemoteRoutesModule,
  OverlayComponentProps,
  RemoteOverlaysModule,
  ServerRenderRequest,
  ServerRenderedHtml,
  RemoteServerModule,
  ShellServerModule,
} from './contracts';
export type * from './types';

// Wishlist: move an item into the cart (cart team)
export { moveWishlistItemToCart } from './wishlist/moveToCart';
// Additions for checkout
export { refreshCartPrices } from './cart/refreshCartPrices';
// Page metadata: document title, description, Open Graph tags and JSON-LD
export { applyPageMetadata, type PageMetadata } from './seo/pageMetadata';

// Server rendering: the state a server-rendered page carries for its first client render (decision 0009)
export { serverStateHydrated, readServerState, SERVER_STATE_ELEMENT_ID, type ServerRenderedState, type DeferredAnswer } from './ssr/serverState';
export { loadDeferredAnswers } from './ssr/loadDeferredAnswers';

// The shopper's record on the server: the store starts from it and saves changes back (decision 0061)
export { startShopperSync } from './shopper/shopperSync';
export { shopperRecordLoaded } from './shopper/shopperActions';
export { type ShopperRecord } from './shopper/shopperRecord';
export { SHOPPER_FORM_PATHS, SHOPPER_FORM_FIELDS } from './shopper/shopperForms';
export { shopperFormAction } from './shopper/shopperFormAction';
export { ShopperForm } from './shopper/ShopperForm';
// The checkout form posted without scripts, as the page was rendered with it (decision 0066)
export { PostedCheckoutContext, usePostedCheckout, type PostedCheckoutOffer } from './checkout/postedCheckoutContext';
export { DATA_ROUTER_FUTURE, ROUTER_COMPONENT_FUTURE, ROUTER_PROVIDER_FUTURE } from './routing/routerFuture';

// Catalogue lists one at a time (a screen that shows only featured products need not download the whole catalogue)
export { useFeaturedProducts, type FeaturedProducts } from './catalog/useFeaturedProducts';
export { useCategories, type CategoriesList } from './catalog/useCategories';
export { useSampleCatalog, type SampleCatalogState } from './catalog/useSampleCatalog';
// Products by id in one call, in the ids' order (wishlist, compare)
export { useProductsByIds, type ProductsByIds } from './catalog/useProductsByIds';
