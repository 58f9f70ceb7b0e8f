// What checkout sends and what order lookup and payment verification answer (SPEC §3 "Order …", §7). Shapes that are
// the API's exactly come from its schemas (../schemas). The rest are the client's own on purpose: what it sends is
// narrower than what the API accepts (every field, trimmed), and what it reads is looser than what this API answers —
// the SPEC's answers, where amounts may be numeric strings, and an API that predates a field (a remote is deployed on
// its own, so it may meet an older API). apiFit.ts makes the type check fail when the two stop fitting.
import type { Currency } from './currency';
import type { Delivery, OrderAccess, OrderCustomer, OrderTotals } from '../schemas';

export type { Delivery, DownloadLinkState, OrderAccess, OrderCustomer, OrderTotals } from '../schemas';

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
  /** The line's size and colour; omitted for a product that has none. */
  size?: string;
  color?: string;
  unitPrice: number;
  totalPrice: number;
  currency: Currency;
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
