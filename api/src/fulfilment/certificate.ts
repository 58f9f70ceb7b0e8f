// The license certificate of one digital line of an order (the download page's certificate link and the receipt
// e-mail's attachment).
import { and, eq } from 'drizzle-orm';
import { entitlements } from './fulfilmentTables';
import type { Queryable } from '../db/types';
import { isOrderId } from '../orders/orderId';
import { findOrderLine } from '../orders/orderRepository';
import { certificatePdf } from './certificatePdf';

/** null when the line has no entitlement (not digital, or the order was never paid). */
export async function certificateFor(db: Queryable, orderId: string, lineNumber: number): Promise<{ filename: string; bytes: Uint8Array } | null> {
  if (!isOrderId(orderId) || !Number.isInteger(lineNumber)) return null;
  const [entitlement] = await db
    .select()
    .from(entitlements)
    .where(and(eq(entitlements.orderId, orderId), eq(entitlements.lineNumber, lineNumber)));
  const line = entitlement ? await findOrderLine(db, orderId, lineNumber) : null;
  if (!entitlement || !line) return null;
  const { order, item } = line;
  const bytes = await certificatePdf({
    productTitle: item.title,
    licenseType: entitlement.licenseType,
    licenseKey: entitlement.licenseKey,
    buyerName: `${order.customerFirstName} ${order.customerLastName}`.trim(),
    orderId: order.id,
    grantedAt: order.paidAt ?? entitlement.createdAt,
  });
  return { filename: `license-${entitlement.licenseKey}.pdf`, bytes };
}
