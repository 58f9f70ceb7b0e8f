// The domain types every team codes against.
export type { Currency } from './currency';
export type { LicensePrice, LicenseOption } from './license';
export type { Category, PriceAmounts, Product, ProductColor, ProductPicture, ShownPrice } from './product';
export type { CartLine } from './cart';
export type { CatalogPage, CatalogQuery, FacetCount, SearchArgs, SearchPage } from './catalogPage';
export type {
  CheckoutForm,
  Delivery,
  DownloadLinkState,
  OrderAccess,
  OrderCustomer,
  OrderItemPayload,
  OrderLookup,
  OrderLookupResponse,
  OrderPayload,
  OrderTotals,
  PaymentStatus,
  PlaceOrderResponse,
  VerifiedOrder,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from './order';
export type { Country, CountryState, PaymentMethod, PaymentMethodId } from './checkout';
