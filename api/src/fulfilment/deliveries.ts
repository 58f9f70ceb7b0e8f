// What a paid order delivers, line by line, for the order page, the payment result, order tracking and the
// receipt e-mail. Each line shows its current (newest) link, re-signed from its id: the token itself is not stored.
import { desc, eq, inArray } from 'drizzle-orm';
import { downloadLinks, entitlements } from './fulfilmentTables';
import { productTitles } from '../catalog/digitalProducts';
import { findOrder } from '../orders/orderRepository';
import type { Queryable } from '../db/types';
import { deliverableSize } from './deliverables';
import type { Delivery } from '@storefront/shared/schemas';
import { downloadSecret } from './downloadSecret';
import { signedToken } from './downloadToken';
import { downloadFilename } from './fileNames';

export type { Delivery } from '@storefront/shared/schemas';

export const DOWNLOADS_PATH = '/api/v1/web/downloads';

/** Every digital line's delivery, in line order; empty for an order that was never paid. */
export async function listDeliveries(db: Queryable, orderId: string, publicBaseUrl: string): Promise<Delivery[]> {
  const granted = await db.select().from(entitlements).where(eq(entitlements.orderId, orderId)).orderBy(entitlements.lineNumber);
  if (granted.length === 0) return [];
  const stored = await findOrder(db, orderId);
  if (!stored) return [];
  const titles = await productTitles(
    db,
    granted.map((entitlement) => entitlement.productId),
  );
  const rows = granted.flatMap((entitlement) => {
    const item = stored.items.find((line) => line.lineNumber === entitlement.lineNumber);
    const productTitle = titles.get(entitlement.productId);
    return item && productTitle !== undefined ? [{ entitlement, title: item.title, productTitle, orderStatus: stored.order.status }] : [];
  });
  if (rows.length === 0) return [];

  const links = await db
    .select()
    .from(downloadLinks)
    .where(
      inArray(
        downloadLinks.entitlementId,
        rows.map((row) => row.entitlement.id),
      ),
    )
    .orderBy(desc(downloadLinks.createdAt), desc(downloadLinks.id));
  const secret = await downloadSecret(db);
  const base = publicBaseUrl.replace(/\/+$/, '');
  const now = Date.now();

  const deliveries: Delivery[] = [];
  for (const { entitlement, title, productTitle, orderStatus } of rows) {
    const link = links.find((candidate) => candidate.entitlementId === entitlement.id);
    if (!link) continue;
    const revoked = entitlement.revokedAt !== null;
    const token = signedToken(secret, link.id);
    const downloadsLeft = Math.max(0, link.downloadLimit - link.downloadCount);
    deliveries.push({
      line_number: entitlement.lineNumber,
      product_id: entitlement.productId,
      title,
      license_type: entitlement.licenseType,
      license_key: entitlement.licenseKey,
      status: revoked ? 'revoked' : 'active',
      download: {
        url: `${base}${DOWNLOADS_PATH}/${token}`,
        filename: downloadFilename(title, entitlement.licenseType),
        size_bytes: await deliverableSize(db, { id: entitlement.productId, title: productTitle }),
        downloads_left: downloadsLeft,
        expires_at: link.expiresAt.toISOString(),
        state: revoked ? 'revoked' : link.expiresAt.getTime() <= now ? 'expired' : downloadsLeft === 0 ? 'exhausted' : 'active',
      },
      certificate_url: `${base}${DOWNLOADS_PATH}/${token}/certificate.pdf`,
      can_renew: !revoked && orderStatus === 'paid' && entitlement.renewalsLeft > 0,
    });
  }
  return deliveries;
}
