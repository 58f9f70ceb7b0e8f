// What checkout sends and what order lookup and payment verification answer (SPEC §3 "Order …", §7).
import type { Currency } from './currency';

/** The checkout form's fields (SPEC §3 "Checkout form"). */
export interface CheckoutForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Country code. */
  country: string;
  /** State code, or free text for a country without states. */
  state: string;
  city: string;
  street: string;
  postalCode: string;
  notes: string;
}

export interface OrderItemPayload {
  productId: number;
  title: string;
  quantity: number;
  selectedLicense: string | null;
  /** The line's size and colour (issue 22 §1); omitted for a product that has none. */
  size?: string;
  color?: string;
  unitPrice: number;
  totalPrice: number;
  currency: Currency;
}

export interface OrderTotals {
  subtotal: number;
  tax: number;
  discount: number;
  total: number;
}

export interface OrderPayload {
  customer: Pick<CheckoutForm, 'firstName' | 'lastName' | 'email' | 'phone'>;
  address: Pick<CheckoutForm, 'country' | 'state' | 'city' | 'street' | 'postalCode'>;
  items: OrderItemPayload[];
  totals: OrderTotals;
  currency: Currency;
  /** A `PaymentMethod` id. */
  paymentMethod: string;
  notes: string;
  /** ISO time. */
  orderDate: string;
}

export interface PlaceOrderResponse {
  success: boolean;
  /** The provider's payment page; null (or absent) when the order needs no redirect. */
  payment_url?: string | null;
  order_id?: string;
  message?: string;
  error?: string;
}

export interface OrderCustomer {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

/** Where a download link stands (issue 17): it works, or why it no longer does. */
export type DownloadLinkState = 'active' | 'expired' | 'exhausted' | 'revoked';

/** One digital line of a paid order, as the shopper sees it (issue 17 contract). */
export interface Delivery {
  /** The order line's number. */
  line_number: number;
  product_id: number;
  title: string;
  /** The tier, e.g. "Premium". */
  license_type: string;
  /** Five groups of four Crockford base32 characters, e.g. "7KQ4-M2XD-9PTA-HC3W-R8NE". */
  license_key: string;
  /** Revoked after a refund. */
  status: 'active' | 'revoked';
  download: {
    /** Absolute URL of the signed download link. */
    url: string;
    filename: string;
    size_bytes: number;
    downloads_left: number;
    /** ISO date-time. */
    expires_at: string;
    state: DownloadLinkState;
  };
  /** Absolute URL of the license certificate PDF. */
  certificate_url: string;
  /** Whether a fresh link may be asked for (not revoked, fresh links left). */
  can_renew: boolean;
}

/**
 * What the order lookup shows: `owner` when the request proved ownership (`X-Order-Email`), `masked` (personal data
 * masked, no deliveries) otherwise (issue 18 §4).
 */
export type OrderAccess = 'owner' | 'masked';

/** An order as `GET orders/{orderId}` returns it (SPEC §3 "Order (from lookup)"). */
export interface OrderLookup {
  id: string;
  customer: OrderCustomer;
  address: { street: string; city: string; state: string; postalCode: string; country: string };
  order_items: { title: string; license_type: string | null; size?: string | null; color?: string | null; quantity: number; total_price: number | string }[];
  total: number | string;
  currency: Currency;
  /** A payment method id; `NO_PAYMENT_METHOD` means none was selected. */
  paymentMethod: string;
  created_at: string;
  /** The order's payment state as the server records it (e.g. pending, paid), when the API sends it. */
  status?: string;
  /** Absent from an API that predates proof of ownership. */
  access?: OrderAccess;
  /** The order's digital lines, for its owner only; empty unless paid. */
  deliveries?: Delivery[];
}

export interface OrderLookupResponse {
  success: boolean;
  order?: OrderLookup;
  message?: string;
}

export interface VerifyPaymentRequest {
  reference: string;
  /** The status the provider put in the return URL; the server does not trust it. */
  status?: string | null;
  orderId: string;
}

/** An order as payment verification returns it (SPEC §3 "Order (from payment verification)"). */
export interface VerifiedOrder {
  id: string;
  /** The order's payment state as the server records it, when the API sends it. */
  status?: string;
  created_at: string;
  payment_method: { name: string };
  total: number | string;
  currency: Currency;
  customer: OrderCustomer;
  items: {
    title: string;
    selectedLicense: string | null;
    size?: string | null;
    color?: string | null;
    quantity: number;
    unitPrice: number | string;
    totalPrice: number | string;
  }[];
  /** The order's digital lines, when it is paid and the request proved ownership. */
  deliveries?: Delivery[];
}

/** SPEC §4: only success, failed, error and loading are handled; anything else shows the success view. */
export type PaymentStatus = 'success' | 'failed' | (string & {});

export interface VerifyPaymentResponse {
  success: boolean;
  payment_status?: PaymentStatus;
  order?: VerifiedOrder;
  message?: string;
}
