// Everything the database knows about one order, read for the console's order page: lines, payment attempts,
// licenses with their current links, e-mails, downloads, the refund and the operators' actions on it.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  type DownloadLinkRow,
  type EntitlementRow,
  type PaymentRow,
  type RefundRow,
  downloadEvents,
  downloadLinks,
  entitlements,
  payments,
  refunds,
} from '../../db/schema';
import type { Queryable } from '../../db/types';
import { type OrderOutboxRow, isOrderMail, mailOutbox } from '../../mail/mailTables';
import { type StoredOrder, findOrder } from '../../orders/orderRepository';
import { type AuditRow, auditLog } from '../adminTables';

export interface OrderFacts extends StoredOrder {
  payments: PaymentRow[];
  entitlements: { entitlement: EntitlementRow; link: DownloadLinkRow | null }[];
  emails: OrderOutboxRow[];
  downloads: { at: Date; lineNumber: number }[];
  refund: RefundRow | null;
  /** The console's actions on this order (resent receipts, the refund), oldest first. */
  actions: AuditRow[];
}

export async function readOrderFacts(db: Queryable, orderId: string): Promise<OrderFacts | null> {
  const stored = await findOrder(db, orderId);
  if (!stored) return null;
  const [paymentRows, entitlementRows, emails, downloads, refundRows, actions] = await Promise.all([
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt)),
    db.select().from(entitlements).where(eq(entitlements.orderId, orderId)).orderBy(asc(entitlements.lineNumber)),
    db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId)).orderBy(asc(mailOutbox.id)),
    db
      .select({ at: downloadEvents.at, lineNumber: downloadEvents.lineNumber })
      .from(downloadEvents)
      .where(eq(downloadEvents.orderId, orderId))
      .orderBy(asc(downloadEvents.at)),
    db.select().from(refunds).where(eq(refunds.orderId, orderId)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, orderId)))
      .orderBy(asc(auditLog.id)),
  ]);
  const links =
    entitlementRows.length === 0
      ? []
      : await db
          .select()
          .from(downloadLinks)
          .where(
            inArray(
              downloadLinks.entitlementId,
              entitlementRows.map((row) => row.id),
            ),
          )
          .orderBy(desc(downloadLinks.createdAt));
  return {
    ...stored,
    payments: paymentRows,
    // The newest link is the one that works; a renewal replaced the older ones.
    entitlements: entitlementRows.map((entitlement) => ({ entitlement, link: links.find((link) => link.entitlementId === entitlement.id) ?? null })),
    emails: emails.filter(isOrderMail),
    downloads,
    refund: refundRows[0] ?? null,
    actions,
  };
}
