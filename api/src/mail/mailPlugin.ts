// Order e-mails through a transactional outbox: queues an order-received e-mail when an order is placed and a
// receipt when it is paid, inside the transaction that records each moment (app.orderLifecycle), and runs the
// worker that sends them — through SMTP_URL, or into the development mailbox when there is none. Decorates
// `app.orderMail` for the operator console's "resend receipt".
import fp from 'fastify-plugin';
import type { Transaction } from '../db/types';
import { composeOrderMail } from './composeOrderMail';
import { composeCanaryAbortMail } from './composeCanaryAbortMail';
import { composeSignInAlert } from './composeSignInAlert';
import { type AccountMailDetails, type AccountMailKind, type CanaryAbortDetails, isAccountMail, isOrderMail, type SignInAlertDetails } from './mailTables';
import { composeAccountMail } from './composeAccountMail';
import devMailboxRoutes from './devMailboxRoutes';
import { devMailboxTransport } from './devMailboxTransport';
import type { MailTransport } from './mailTransport';
import { DEFAULT_OUTBOX_WORKER_OPTIONS, type OutboxWorkerOptions, createOutboxWorker } from './outboxWorker';
import { outboxBacklog, queueAccountMail, queueCanaryAbortMail, queueOrderMail, queueReceiptResend, queueSignInAlert } from './outboxRepository';
import { NO_DIGITAL_DELIVERIES, type ReceiptContent } from './receiptContent';
import { defaultMailFrom, parseSenderAddress } from './senderAddress';
import { smtpMailTransport } from './smtpMailTransport';

export interface MailOptions {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465. Without it, mail goes to the development mailbox. */
  smtpUrl?: string | null;
  /** The From of every e-mail; default `Storefront <shop@{host of the public base URL}>`. */
  from?: string;
  /** License keys, download links and certificates for the receipt's digital lines (fulfilment). */
  receiptContent?: ReceiptContent;
  /** Serve /dev/mailbox, the development mailbox's page. Never in production (serverConfig.ts). */
  devMailboxPage?: boolean;
  /** Polling, lease and backoff of the outbox worker (tests use milliseconds). */
  worker?: Partial<OutboxWorkerOptions>;
}

export interface OrderMail {
  /** Queues the order's receipt again inside `tx` (the operator console); the new outbox row's id, or null. */
  resendReceipt(tx: Transaction, orderId: string): Promise<number | null>;
  /** Queues the order's latest e-mail again (receipt once paid), whose link carries the order's access token. */
  resendOrderLink(tx: Transaction, orderId: string, paid: boolean): Promise<number | null>;
  /** Queues the notice that an operator's account is being attacked, at most one an hour per account. */
  signInAlert(tx: Transaction, operatorId: string, details: SignInAlertDetails): Promise<boolean>;
  /** Queues the notice to a remote's team that the store aborted its canary, once per canary release. */
  canaryAborted(tx: Transaction, details: CanaryAbortDetails): Promise<void>;
  /** Queues an e-mail to a customer account carrying the link of its token row `tokenId`. */
  accountLink(tx: Transaction, customerId: string, kind: AccountMailKind, details: AccountMailDetails): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    orderMail: OrderMail;
  }
}

export default fp<{ mail: MailOptions }>(
  async (app, { mail }) => {
    const sender = parseSenderAddress(mail.from ?? defaultMailFrom(app.config.publicBaseUrl));
    app.decorate('orderMail', {
      resendReceipt: (tx: Transaction, orderId: string) => queueReceiptResend(tx, orderId, sender.domain),
      resendOrderLink: (tx: Transaction, orderId: string, paid: boolean) => queueReceiptResend(tx, orderId, sender.domain, paid ? 'receipt' : 'order-received'),
      signInAlert: (tx: Transaction, operatorId: string, details: SignInAlertDetails) => queueSignInAlert(tx, operatorId, details, sender.domain),
      canaryAborted: (tx: Transaction, details: CanaryAbortDetails) => queueCanaryAbortMail(tx, details, sender.domain),
      accountLink: (tx: Transaction, customerId: string, kind: AccountMailKind, details: AccountMailDetails) =>
        queueAccountMail(tx, customerId, kind, details, sender.domain),
    });

    app.orderLifecycle.add({
      placed: (tx, orderId) => queueOrderMail(tx, orderId, 'order-received', sender.domain),
      paid: (tx, orderId) => queueOrderMail(tx, orderId, 'receipt', sender.domain),
    });

    let transport: MailTransport;
    if (mail.smtpUrl) {
      transport = smtpMailTransport(mail.smtpUrl);
    } else {
      transport = devMailboxTransport(app.db, app.log);
      // Without the page (production) nobody would look there: say loudly that shoppers get no e-mail.
      if (mail.devMailboxPage) app.log.info('no SMTP_URL: order e-mails are kept in the development mailbox (/dev/mailbox), not sent');
      else app.log.warn('no SMTP_URL: order e-mails are NOT sent to shoppers; they are only kept in the dev_mailbox table. Set SMTP_URL.');
    }
    const worker = createOutboxWorker(
      {
        db: app.db,
        transport,
        log: app.log,
        compose: (row) =>
          isOrderMail(row)
            ? composeOrderMail(row, {
                db: app.db,
                receiptContent: mail.receiptContent ?? NO_DIGITAL_DELIVERIES,
                from: sender.from,
                publicBaseUrl: app.config.publicBaseUrl,
              })
            : row.kind === 'canary-aborted'
              ? composeCanaryAbortMail(row, { db: app.db, from: sender.from, publicBaseUrl: app.config.publicBaseUrl })
              : isAccountMail(row)
                ? composeAccountMail(row, { db: app.db, from: sender.from, publicBaseUrl: app.config.publicBaseUrl })
                : composeSignInAlert(row, { db: app.db, from: sender.from, publicBaseUrl: app.config.publicBaseUrl }),
      },
      { ...DEFAULT_OUTBOX_WORKER_OPTIONS, ...mail.worker },
    );
    app.addHook('onReady', async () => worker.start());
    app.metrics.readers.outbox = () => outboxBacklog(app.db);
    // preClose runs before any onClose hook, so the database is still open while the last message finishes.
    app.addHook('preClose', async () => {
      await worker.stop();
      transport.close();
    });

    if (mail.devMailboxPage) app.register(devMailboxRoutes);
  },
  { name: 'mail', dependencies: ['database', 'order-lifecycle', 'operations'] },
);
