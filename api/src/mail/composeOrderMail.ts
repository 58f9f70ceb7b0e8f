// Turns an outbox row into the message to send: the order as stored now, for a receipt also its digital deliveries
// and their license certificates (attached as PDFs), laid out as an HTML and a plain-text part.
import type { SendMailOptions } from 'nodemailer';
import type { Database } from '../db/types';
import { downloadSecret } from '../fulfilment/downloadSecret';
import { orderAccessToken } from '../orders/orderProof';
import { findOrder } from '../orders/orderRepository';
import type { MailLink, OrderOutboxRow } from './mailTables';
import { orderMailHtml } from './orderMailHtml';
import { orderMailText } from './orderMailText';
import { orderMailView } from './orderMailView';
import type { LicenseCertificate, ReceiptContent } from './receiptContent';

export interface ComposedMail {
  message: SendMailOptions & { to: string; subject: string };
  /** The addresses the message points to, for the development mailbox's log line and page. */
  links: MailLink[];
}

export interface MailComposition {
  db: Database;
  receiptContent: ReceiptContent;
  from: string;
  publicBaseUrl: string;
}

export async function composeOrderMail(row: OrderOutboxRow, { db, receiptContent, from, publicBaseUrl }: MailComposition): Promise<ComposedMail> {
  const stored = await findOrder(db, row.orderId);
  if (!stored) throw new Error(`order ${row.orderId} no longer exists`);

  const deliveries = row.kind === 'receipt' ? await receiptContent.listDeliveries(db, row.orderId, publicBaseUrl) : [];
  const certificates = new Map<number, LicenseCertificate>();
  for (const delivery of deliveries.filter((candidate) => candidate.status === 'active')) {
    const certificate = await receiptContent.certificateFor(db, row.orderId, delivery.line_number);
    if (certificate) certificates.set(delivery.line_number, certificate);
  }
  const names = new Map([...certificates].map(([line, certificate]) => [line, certificate.filename]));
  const view = orderMailView(row.kind, stored, deliveries, names, publicBaseUrl, orderAccessToken(await downloadSecret(db), row.orderId));

  return {
    message: {
      from,
      to: stored.order.customerEmail,
      subject: view.subject,
      messageId: row.messageId,
      // RFC 3834: an automatic message, so out-of-office replies are not sent back to it.
      headers: { 'Auto-Submitted': 'auto-generated' },
      text: orderMailText(view),
      html: orderMailHtml(view),
      attachments: [...certificates.values()].map((certificate) => ({
        filename: certificate.filename,
        content: Buffer.from(certificate.bytes),
        contentType: 'application/pdf',
      })),
    },
    links: [
      { label: 'Order page', url: view.orderUrl },
      ...view.deliveries.map((delivery) => ({ label: `Download ${delivery.title}`, url: delivery.downloadUrl })),
    ],
  };
}
