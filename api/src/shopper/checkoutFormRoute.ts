// The checkout form as the server answers it without the page's scripts (decision 0066): the same validation and
// messages as the scripted checkout (@storefront/shared/checkout). What was posted is kept beside the shopper's record
// (never in a URL) with the messages it was answered with, and the browser goes back to /checkout, which is rendered
// from it. Place Order, when nothing blocks it, places the order as place_order does, priced by the server, and sends
// the browser on to the payment page (or the order's confirmation when no payment is needed).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CHECKOUT_INTENTS,
  CHECKOUT_POST_FIELDS,
  CHECKOUT_STATUS_MESSAGES,
  OVERALL_MESSAGES,
  checkoutFormFrom,
  hasErrors,
  orderBlocker,
  usablePaymentMethod,
  validateCheckout,
  type PostedCheckout,
} from '@storefront/shared/checkout';
import { statesOf } from '@storefront/shared/countries';
import { currencyFromCookies } from '@storefront/shared/money';
import { needsShipping } from '@storefront/shared/order';
import { SHOPPER_FORM_PATHS, emptyShopperRecord, type ShopperRecord } from '@storefront/shared/shopper';
import type { Currency, CheckoutForm } from '@storefront/shared';
import type { PlaceOrderBody } from '@storefront/shared/schemas';
import { ApiError } from '../http/ApiError';
import { rateLimitConfig, type WriteRateLimit } from '../http/rateLimit';
import { loadPricingFacts } from '../catalog/pricingFacts';
import { priceOrder, serverPricedCart } from '../orders/priceOrder';
import { placeOrderForBrowser } from '../orders/placeOrderForBrowser';
import { requestFingerprint } from '../orders/requestFingerprint';
import { readCookie } from '../admin/session/sessionCookie';
import { SHOPPER_COOKIE } from './shopperCookie';

const CHECKOUT_PAGE = '/checkout';
const MAX_TITLE_LENGTH = 300;
const ATTEMPT = /^\d{1,16}$/;

export function checkoutFormRoute(app: FastifyInstance, rateLimit: WriteRateLimit): void {
  app.post(SHOPPER_FORM_PATHS.checkout, { config: rateLimitConfig(rateLimit) }, async (request, reply) => {
    const fields = (request.body ?? {}) as Record<string, unknown>;
    const field = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : undefined);
    const record = (await app.shoppers.read(request)) ?? emptyShopperRecord();
    const currency: Currency = currencyFromCookies(request.headers.cookie) ?? 'USD';
    const form = withStateOfCountry(checkoutFormFrom(fields)!);
    const chosen = field(CHECKOUT_POST_FIELDS.paymentMethod) || null;
    const ships = needsShipping(record.cart);
    const errors = validateCheckout(form, ships);
    const posted: PostedCheckout = { form, paymentMethod: chosen, errors, notice: null, postedAt: Date.now() };
    const back = () => reply.header('cache-control', 'no-store').redirect(CHECKOUT_PAGE, 303);

    if (field(CHECKOUT_POST_FIELDS.intent) !== CHECKOUT_INTENTS.order) {
      // Save Information: SPEC §2's confirmation, on the page instead of an alert.
      if (!hasErrors(errors)) posted.notice = { kind: 'saved', message: CHECKOUT_STATUS_MESSAGES.informationSaved };
      await app.shoppers.keepCheckout(request, reply, posted);
      return back();
    }

    const paymentMethod = usablePaymentMethod(chosen, currency);
    const blocker = orderBlocker({ form, ships, cartLineCount: record.cart.length, paymentMethod });
    if (blocker !== null || !paymentMethod) {
      await app.shoppers.keepCheckout(request, reply, { ...posted, notice: { kind: 'refused', message: blocker ?? OVERALL_MESSAGES.noPaymentMethod } });
      return back();
    }
    try {
      const body = await serverPricedOrder(app, record, form, ships, currency, paymentMethod as 'paystack' | 'paypal');
      const result = await placeOrderForBrowser(app, request, reply, body, attemptKey(request, field(CHECKOUT_POST_FIELDS.attempt), body));
      if (!('order_id' in result.body) || !result.body.order_id) throw new ApiError(result.statusCode, result.body.message);
      // Placed: the form stays for a payment declined or abandoned (as the scripted checkout keeps it), its messages go.
      await app.shoppers.keepCheckout(request, reply, posted);
      const { order_id: orderId, payment_url: paymentUrl } = result.body;
      return reply.header('cache-control', 'no-store').redirect(paymentUrl ?? `/order-confirmation/${encodeURIComponent(orderId)}`, 303);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await app.shoppers.keepCheckout(request, reply, { ...posted, notice: { kind: 'refused', message: error.message } });
      return back();
    }
  });
}

/**
 * SPEC §4: choosing a country clears the chosen state. Without scripts the state list is the one of the country the
 * page was rendered with, so a state that is not the posted country's is that cleared choice.
 */
function withStateOfCountry(form: CheckoutForm): CheckoutForm {
  const states = statesOf(form.country);
  return states.length > 0 && !states.some((state) => state.code === form.state) ? { ...form, state: '' } : form;
}

/** The order of the record's cart, priced as the server prices it: a form without scripts has no prices of its own. */
async function serverPricedOrder(
  app: FastifyInstance,
  record: ShopperRecord,
  form: CheckoutForm,
  ships: boolean,
  currency: Currency,
  paymentMethod: 'paystack' | 'paypal',
): Promise<PlaceOrderBody> {
  const unpriced: PlaceOrderBody = {
    customer: { firstName: form.firstName.trim(), lastName: form.lastName.trim(), email: form.email.trim(), phone: form.phone.trim() },
    // An order of downloads sends no address, even one typed before the cart changed.
    ...(ships ? { address: { country: form.country, state: form.state, city: form.city, street: form.street, postalCode: form.postalCode } } : {}),
    items: record.cart.map((line) => ({
      productId: line.id,
      title: line.title.slice(0, MAX_TITLE_LENGTH),
      quantity: line.quantity,
      selectedLicense: line.selectedLicense || null,
      ...(line.size ? { size: line.size } : {}),
      ...(line.color ? { color: line.color } : {}),
      unitPrice: 0,
      totalPrice: 0,
      currency,
    })),
    totals: { subtotal: 0, tax: 0, discount: 0, total: 0 },
    currency,
    paymentMethod,
    notes: form.notes,
  };
  const priced = priceOrder(
    unpriced,
    await loadPricingFacts(
      app.db,
      unpriced.items.map((item) => item.productId),
    ),
  );
  return { ...unpriced, ...serverPricedCart(priced) };
}

/**
 * The Idempotency-Key of this post: the browser's, the page's attempt and the order's. The same order sent again from
 * the same page (a double click) is placed once and both posts go to its payment page; a checkout rendered after an
 * order was placed names a new attempt, so the same cart ordered again later is a new order.
 */
function attemptKey(request: FastifyRequest, attempt: string | undefined, body: PlaceOrderBody): string {
  const hash = createHash('sha256')
    .update(readCookie(request.headers.cookie, SHOPPER_COOKIE) ?? '')
    .update(`\u0000${attempt && ATTEMPT.test(attempt) ? attempt : '0'}\u0000`)
    .update(requestFingerprint(body));
  return `form-${hash.digest('hex')}`;
}
