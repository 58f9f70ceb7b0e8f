// A ReceiptContent for the mail tests, standing in for fulfilment: a delivery for every licensed line of the order
// (read from the database it is given), with a key, a download link and a small PDF certificate of its own.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { orderItems } from '../../src/db/schema';
import type { Delivery, ReceiptContent } from '../../src/mail/receiptContent';

export const fakeLicenseKey = (orderId: string, lineNumber: number) => `${orderId.slice(0, 4).toUpperCase()}-TEST-KEY${lineNumber}-0000-ABCD`;

export const FAKE_CERTIFICATE_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export function fakeReceiptContent(options: { revokedLines?: number[] } = {}): ReceiptContent & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async listDeliveries(db, orderId, publicBaseUrl) {
      calls.push(`listDeliveries ${orderId}`);
      const lines = await db
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.licenseType)))
        .orderBy(asc(orderItems.lineNumber));
      return lines.map((line): Delivery => {
        const revoked = options.revokedLines?.includes(line.lineNumber) ?? false;
        const token = `tok-${orderId}-${line.lineNumber}`;
        return {
          line_number: line.lineNumber,
          product_id: line.productId,
          title: line.title,
          license_type: line.licenseType!,
          license_key: fakeLicenseKey(orderId, line.lineNumber),
          status: revoked ? 'revoked' : 'active',
          download: {
            url: `${publicBaseUrl}/api/v1/web/downloads/${token}`,
            filename: `product-${line.productId}.zip`,
            size_bytes: 1024,
            downloads_left: 5,
            expires_at: '2026-12-02T10:00:00.000Z',
            state: revoked ? 'revoked' : 'active',
          },
          certificate_url: `${publicBaseUrl}/api/v1/web/downloads/${token}/certificate.pdf`,
          can_renew: !revoked,
        };
      });
    },
    async certificateFor(_db, orderId, lineNumber) {
      calls.push(`certificateFor ${orderId} ${lineNumber}`);
      return { filename: `license-certificate-${lineNumber}.pdf`, bytes: new Uint8Array(FAKE_CERTIFICATE_PDF) };
    },
  };
}
