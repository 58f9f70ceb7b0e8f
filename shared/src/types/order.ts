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

/** An order as `GET orders/{orderId}` returns it (SPEC §3 "Order (from lookup)"). */
export interface OrderLookup {
  id: string;
  customer: OrderCustomer;
  address: { street: string; city: string; state: string; postalCode: string; country: string };
  order_items: { title: string; license_type: string | null; quantity: number; total_price: number | string }[];
  total: number | string;
  currency: Currency;
  /** A payment method id; `NO_PAYMENT_METHOD` means none was selected. */
  paymentMethod: string;
  created_at: string;
  /** The order's payment state as the server records it (e.g. pending, paid), when the API sends it. */
  status?: string;
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
  items: { title: string; selectedLicense: string | null; quantity: number; unitPrice: number | string; totalPrice: number | string }[];
}

/** SPEC §4: only success, failed, error and loading are handled; anything else shows the success view. */
export type PaymentStatus = 'success' | 'failed' | (string & {});

export interface VerifyPaymentResponse {
  success: boolean;
  payment_status?: PaymentStatus;
  order?: VerifiedOrder;
  message?: string;
}
