// What an order e-mail says, worked out once from the stored order (and, for a receipt, its digital deliveries);
// orderMailHtml.ts and orderMailText.ts only lay it out.
import { formatPrice } from '@storefront/shared/money';
import { describeVariant } from '@storefront/shared/order';
import { decimalToAmount } from '../money';
import type { StoredOrder } from '../orders/orderRepository';
import type { OrderMailKind } from './mailTables';
import type { Delivery } from './receiptContent';

export interface OrderMailLine {
  title: string;
  /** "Size: M · Colour: Red · Premium license · 2 ×" — the variant and tier when there are, the quantity when more than one. */
  detail: string;
  amount: string;
}

export interface OrderMailDelivery {
  title: string;
  licenseType: string;
  licenseKey: string;
  downloadUrl: string;
  /** "5 downloads left, until 2 December 2026" */
  downloadTerms: string;
  certificateFilename: string | null;
}

export interface OrderMailView {
  kind: OrderMailKind;
  subject: string;
  greeting: string;
  intro: string;
  orderNumber: string;
  lines: OrderMailLine[];
  total: string;
  orderUrl: string;
  deliveries: OrderMailDelivery[];
  /** Digital lines whose purchase was refunded before this receipt went out: named, without key or link. */
  revokedTitles: string[];
}

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** The order page, with the access token that proves the reader is the buyer (orders/orderProof.ts). */
export function orderPageUrl(publicBaseUrl: string, orderId: string, accessToken: string): string {
  return `${publicBaseUrl}/order-confirmation/${encodeURIComponent(orderId)}?access=${encodeURIComponent(accessToken)}`;
}

export function orderMailView(
  kind: OrderMailKind,
  { order, items }: StoredOrder,
  deliveries: Delivery[],
  certificateNames: ReadonlyMap<number, string>,
  publicBaseUrl: string,
  accessToken: string,
): OrderMailView {
  const money = (decimal: string) => formatPrice(decimalToAmount(decimal), order.currency);
  const active = deliveries.filter((delivery) => delivery.status === 'active');
  return {
    kind,
    subject: kind === 'receipt' ? `Your receipt for order ${order.id}` : `We received your order ${order.id}`,
    greeting: `Hello ${order.customerFirstName},`,
    intro: introFor(kind, order.paymentMethod),
    orderNumber: order.id,
    lines: items.map((item) => ({
      title: item.title,
      detail: [describeVariant(item) || null, item.licenseType ? `${item.licenseType} license` : null, item.quantity > 1 ? `${item.quantity} ×` : null]
        .filter((part) => part !== null)
        .join(' · '),
      amount: money(item.totalPrice),
    })),
    total: money(order.total),
    orderUrl: orderPageUrl(publicBaseUrl, order.id, accessToken),
    deliveries: kind === 'receipt' ? active.map((delivery) => deliveryView(delivery, certificateNames)) : [],
    revokedTitles: kind === 'receipt' ? deliveries.filter((delivery) => delivery.status !== 'active').map((delivery) => delivery.title) : [],
  };
}

function introFor(kind: OrderMailKind, paymentMethod: string): string {
  if (kind === 'receipt') return 'Thank you for your payment. This is your receipt.';
  if (paymentMethod === 'no-payment') return 'Thank you for your order. We have received it and will be in touch about delivery.';
  return 'Thank you for your order. We have received it; once your payment is confirmed we will send your receipt.';
}

function deliveryView(delivery: Delivery, certificateNames: ReadonlyMap<number, string>): OrderMailDelivery {
  const left = delivery.download.downloads_left;
  return {
    title: delivery.title,
    licenseType: delivery.license_type,
    licenseKey: delivery.license_key,
    downloadUrl: delivery.download.url,
    downloadTerms: `${left} download${left === 1 ? '' : 's'} left, until ${longDate.format(new Date(delivery.download.expires_at))}`,
    certificateFilename: certificateNames.get(delivery.line_number) ?? null,
  };
}
