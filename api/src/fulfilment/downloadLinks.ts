// Finds the link a download token names and counts its downloads. The count goes up by one conditional UPDATE,
// so concurrent requests on one link can never together pass its limit; the same transaction records the download
// in download_events (the order's timeline in the operator console).
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { type DownloadLinkRow, type EntitlementRow, downloadEvents, downloadLinks, entitlements } from './fulfilmentTables';
import { findOrderLine } from '../orders/orderRepository';
import type { OrderRow } from '../orders/orderTables';
import type { Database, Queryable } from '../db/types';
import { downloadSecret } from './downloadSecret';
import { tokenHash, verifiedLinkId } from './downloadToken';

export interface SignedLink {
  link: DownloadLinkRow;
  entitlement: EntitlementRow;
  orderStatus: OrderRow['status'];
  /** The order line's title, for the file name. */
  title: string;
}

export const DOWNLOAD_MESSAGES = {
  invalid: 'This download link is not valid.',
  expired: 'This download link has expired.',
  exhausted: 'This download link has been used the maximum number of times.',
  refunded: 'This purchase was refunded, so its downloads are no longer available.',
} as const;

/** The link a token names, if the token is signed with this server's secret and is that link's token. */
export async function findSignedLink(db: Queryable, token: string): Promise<SignedLink | null> {
  const linkId = verifiedLinkId(await downloadSecret(db), token);
  if (!linkId) return null;
  const [row] = await db
    .select({ link: downloadLinks, entitlement: entitlements })
    .from(downloadLinks)
    .innerJoin(entitlements, eq(entitlements.id, downloadLinks.entitlementId))
    .where(eq(downloadLinks.id, linkId));
  if (!row || row.link.tokenHash !== tokenHash(token)) return null;
  const line = await findOrderLine(db, row.entitlement.orderId, row.entitlement.lineNumber);
  return line ? { ...row, orderStatus: line.order.status, title: line.item.title } : null;
}

/** Why a link cannot be used right now, or null when it can. */
export function unusableReason({ link, entitlement, orderStatus }: SignedLink, now = new Date()): keyof typeof DOWNLOAD_MESSAGES | null {
  if (entitlement.revokedAt !== null || orderStatus === 'refunded') return 'refunded';
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (link.downloadCount >= link.downloadLimit) return 'exhausted';
  return null;
}

/** Counts one download and records it; false (nothing recorded) when the link expired or ran out since it was read. */
/** How long after a counted download its client may fetch ranges of the file without counting again (resuming it). */
export const RESUME_WINDOW_MINUTES = 60;

/** What a download request costs: counted, a free resumption of this client's counted download, or refused (410). */
export type DownloadStart = 'counted' | 'resumed' | 'refused';

/**
 * Counts a download of the link by this client, once: a whole file always counts; a range counts unless this client
 * had a counted download of the link within RESUME_WINDOW_MINUTES (a resumed or segmented download), so ranges,
 * parallel requests and resumptions never fetch the file more often than the limit allows. The link's row is locked
 * first, so parallel requests for one link take turns and a burst of ranges from a new client counts once.
 */
export async function startDownload(db: Database, { link, entitlement }: SignedLink, ip: string, ranged: boolean): Promise<DownloadStart> {
  return db.transaction(async (tx) => {
    await tx.select({ id: downloadLinks.id }).from(downloadLinks).where(eq(downloadLinks.id, link.id)).for('update');
    if (ranged) {
      const [recent] = await tx
        .select({ id: downloadEvents.id })
        .from(downloadEvents)
        .where(
          and(
            eq(downloadEvents.linkId, link.id),
            eq(downloadEvents.ip, ip),
            gt(downloadEvents.at, sql`now() - make_interval(mins => ${RESUME_WINDOW_MINUTES})`),
          ),
        )
        .limit(1);
      if (recent) return 'resumed';
    }
    const counted = await tx
      .update(downloadLinks)
      .set({ downloadCount: sql`${downloadLinks.downloadCount} + 1` })
      .where(and(eq(downloadLinks.id, link.id), lt(downloadLinks.downloadCount, downloadLinks.downloadLimit), gt(downloadLinks.expiresAt, sql`now()`)))
      .returning({ id: downloadLinks.id });
    if (counted.length !== 1) return 'refused';
    await tx
      .insert(downloadEvents)
      .values({ linkId: link.id, entitlementId: entitlement.id, orderId: entitlement.orderId, lineNumber: entitlement.lineNumber, ip });
    return 'counted';
  });
}
