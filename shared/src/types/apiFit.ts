// The client's own types against the API's schemas, where the two deliberately differ (types/*.ts say why): every
// answer the API sends must be readable as the client's type, and every request the client builds must be one the API
// accepts. A type error here means the browser and the API no longer agree.
import type { Static } from 'typebox';
import type {
  Category as ApiCategory,
  LicensePriceSchema,
  OrderLookupResponseSchema,
  PlaceOrderBody,
  PlaceOrderResponse as ApiPlaceOrderResponse,
  Product as ApiProduct,
  ProductColorSchema,
  VerifyPaymentBodySchema,
  VerifyPaymentResponseSchema,
} from '../schemas';
import type { LicensePrice } from './license';
import type { OrderLookupResponse, OrderPayload, PlaceOrderResponse, VerifyPaymentRequest, VerifyPaymentResponse } from './order';
import type { Category, Product, ProductColor } from './product';
import type { CatalogPage, SearchPage } from './catalogPage';
import type { CatalogPage as ApiCatalogPage, SearchPage as ApiSearchPage } from '../schemas';

/** `Sent` is accepted where `Read` is expected. */
type Fits<Sent extends Read, Read> = [Sent, Read];

// Answers: what the API sends, read as the client's type.
type _ApiAnswersFit = [
  Fits<ApiProduct, Product>,
  Fits<ApiCategory, Category>,
  Fits<ApiCatalogPage, CatalogPage>,
  Fits<ApiSearchPage, SearchPage>,
  Fits<Static<typeof ProductColorSchema>, ProductColor>,
  Fits<Static<typeof LicensePriceSchema>, LicensePrice>,
  Fits<ApiPlaceOrderResponse, PlaceOrderResponse>,
  Fits<Static<typeof OrderLookupResponseSchema>, OrderLookupResponse>,
  Fits<Static<typeof VerifyPaymentResponseSchema>, VerifyPaymentResponse>,
];

// Requests: what the client builds, as the API's body. The payment method is any id checkout lists (Stripe too, shown
// disabled); the API names the ones it takes.
type _ClientRequestsFit = [
  Fits<Omit<OrderPayload, 'paymentMethod'>, Omit<PlaceOrderBody, 'paymentMethod'>>,
  Fits<VerifyPaymentRequest, Static<typeof VerifyPaymentBodySchema>>,
];
