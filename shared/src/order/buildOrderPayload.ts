// Builds the order payload checkout sends to place_order (SPEC §3 "Order payload"; SPEC §9: tax and discount 0, total = subtotal).
// The price rules come from the singleton, by package name, so checkout bundles only this file of them.
import {
  cartTotal,
  lineTotal,
  ORDER_DISCOUNT,
  ORDER_TAX,
  roundMoney,
  unitPrice,
  type CartLine,
  type CheckoutForm,
  type Currency,
  type OrderItemPayload,
  type OrderPayload,
  type OrderTotals,
} from '@storefront/shared';

export function orderItemsFromCart(lines: readonly CartLine[], currency: Currency): OrderItemPayload[] {
  return lines.map((line) => ({
    productId: line.id,
    title: line.title,
    quantity: line.quantity,
    selectedLicense: line.selectedLicense || null,
    ...(line.size ? { size: line.size } : {}),
    ...(line.color ? { color: line.color } : {}),
    unitPrice: unitPrice(line, currency) ?? 0,
    totalPrice: lineTotal(line, currency),
    currency,
  }));
}

export function orderTotals(lines: readonly CartLine[], currency: Currency): OrderTotals {
  const subtotal = cartTotal(lines, currency);
  return { subtotal, tax: ORDER_TAX, discount: ORDER_DISCOUNT, total: roundMoney(subtotal + ORDER_TAX - ORDER_DISCOUNT) };
}

export interface BuildOrderPayloadArgs {
  form: CheckoutForm;
  lines: readonly CartLine[];
  currency: Currency;
  paymentMethod: string;
  /** Defaults to now. */
  orderDate?: Date;
}

export function buildOrderPayload({ form, lines, currency, paymentMethod, orderDate = new Date() }: BuildOrderPayloadArgs): OrderPayload {
  return {
    customer: { firstName: form.firstName.trim(), lastName: form.lastName.trim(), email: form.email.trim(), phone: form.phone.trim() },
    address: { country: form.country, state: form.state, city: form.city, street: form.street, postalCode: form.postalCode },
    items: orderItemsFromCart(lines, currency),
    totals: orderTotals(lines, currency),
    currency,
    paymentMethod,
    notes: form.notes,
    orderDate: orderDate.toISOString(),
  };
}
