// The license certificate of one digital line of an order (the download page's certificate link and the receipt
// e-mail's attachment).
import { and, eq } from 'drizzle-orm';
import { entitlements, orderItems, orders } from '../db/schema';
import type { Queryable } from '../db/types';
import { isOrderId } from '../orders/orderId';
import { certificatePdf } from './certificatePdf';

/** null when the line has no entitlement (not digital, or the order was never paid). */
export async function certificateFor(db: Queryable, orderId: string, lineNumber: number): Promise<{ filename: string; bytes: Uint8Array } | null> {
  if (!isOrderId(orderId) || !Number.isInteger(lineNumber)) return null;
  const [row] = await db
    .select({ entitlement: entitlements, title: orderItems.title, order: orders })
    .from(entitlements)
    .innerJoin(orderItems, and(eq(orderItems.orderId, entitlements.orderId), eq(orderItems.lineNumber, entitlements.lineNumber)))
    .innerJoin(orders, eq(orders.id, entitlements.orderId))
    .where(and(eq(entitlements.orderId, orderId), eq(entitlements.lineNumber, lineNumber)));
  if (!row) return null;
  const { entitlement, title, order } = row;
  const bytes = await certificatePdf({
    productTitle: title,
    licenseType: entitlement.licenseType,
    licenseKey: entitlement.licenseKey,
    buyerName: `${order.customerFirstName} ${order.customerLastName}`.trim(),
    orderId: order.id,
    grantedAt: order.paidAt ?? entitlement.createdAt,
  });
  return { filename: `license-${entitlement.licenseKey}.pdf`, bytes };
}
