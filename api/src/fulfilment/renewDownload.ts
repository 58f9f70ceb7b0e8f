// A fresh download link for one digital line of an order. The fresh link replaces the current one, which expires at
// once, so renewing never adds a second working link; each line has the terms' number of renewals.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/types';
import { ApiError } from '../http/ApiError';
import { DOWNLOAD_MESSAGES } from './downloadLinks';
import { downloadSecret } from './downloadSecret';
import type { DownloadTerms } from './downloadTerms';
import { issueDownloadLink } from './entitlements';
import { downloadLinks, entitlements } from './fulfilmentTables';

export const NO_SUCH_DOWNLOAD_LINE = 'This order has no download on that line.';

/** Spends one renewal of the line and issues its new link, or refuses with the reason (a 4xx naming it). */
export async function renewDownloadLink(db: Database, order: { id: string; status: string }, lineNumber: number, terms: DownloadTerms): Promise<void> {
  await db.transaction(async (tx) => {
    const [entitlement] = await tx
      .select()
      .from(entitlements)
      .where(and(eq(entitlements.orderId, order.id), eq(entitlements.lineNumber, lineNumber)))
      .for('update');
    if (!entitlement) {
      if (order.status !== 'paid') throw new ApiError(409, 'This order is not paid, so it has no downloads yet.');
      throw new ApiError(404, NO_SUCH_DOWNLOAD_LINE, { success: false });
    }
    if (entitlement.revokedAt !== null) throw new ApiError(410, DOWNLOAD_MESSAGES.refunded);
    const [used] = await tx
      .update(entitlements)
      .set({ renewalsLeft: sql`${entitlements.renewalsLeft} - 1` })
      .where(and(eq(entitlements.id, entitlement.id), gt(entitlements.renewalsLeft, 0)))
      .returning({ id: entitlements.id });
    if (!used) throw new ApiError(409, 'No fresh download link is left for this purchase. Please contact us.');
    await tx
      .update(downloadLinks)
      .set({ expiresAt: sql`least(${downloadLinks.expiresAt}, now())` })
      .where(eq(downloadLinks.entitlementId, entitlement.id));
    await issueDownloadLink(tx, entitlement.id, terms, await downloadSecret(tx));
  });
}
