// Grants and revokes what a paid order bought, inside the transaction that records the payment or the refund.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { downloadLinks, entitlements } from './fulfilmentTables';
import { licensedLines } from '../orders/orderRepository';
import type { Queryable } from '../db/types';
import { downloadSecret } from './downloadSecret';
import { newLinkId, signedToken, tokenHash } from './downloadToken';
import type { DownloadTerms } from './downloadTerms';
import { newLicenseKey } from './licenseKey';

/**
 * One entitlement, with a license key and a first download link, per digital line of the order. A line that
 * already has one keeps it (the unique order/line pair), so running this twice grants nothing twice.
 */
export async function grantEntitlements(tx: Queryable, orderId: string, terms: DownloadTerms): Promise<number> {
  const lines = await licensedLines(tx, orderId);
  if (lines.length === 0) return 0;
  const granted = await tx
    .insert(entitlements)
    .values(
      lines.map((line) => ({
        id: randomUUID(),
        orderId,
        lineNumber: line.lineNumber,
        productId: line.productId,
        licenseType: line.licenseType!,
        licenseKey: newLicenseKey(),
        renewalsLeft: terms.renewals,
      })),
    )
    .onConflictDoNothing({ target: [entitlements.orderId, entitlements.lineNumber] })
    .returning({ id: entitlements.id });
  const secret = await downloadSecret(tx);
  for (const { id } of granted) await issueDownloadLink(tx, id, terms, secret);
  return granted.length;
}

/** A new link for the entitlement: `terms.limit` downloads within `terms.days` days from now. */
export async function issueDownloadLink(tx: Queryable, entitlementId: string, terms: DownloadTerms, secret: Buffer): Promise<void> {
  const id = newLinkId();
  await tx.insert(downloadLinks).values({
    id,
    entitlementId,
    tokenHash: tokenHash(signedToken(secret, id)),
    expiresAt: sql`now() + make_interval(days => ${terms.days}::int)`,
    downloadLimit: terms.limit,
  });
}

/** Ends every license of the order; its links answer 410 from now on. */
export async function revokeEntitlements(tx: Queryable, orderId: string): Promise<number> {
  const revoked = await tx
    .update(entitlements)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(entitlements.orderId, orderId), isNull(entitlements.revokedAt)))
    .returning({ id: entitlements.id });
  return revoked.length;
}
