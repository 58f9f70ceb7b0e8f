// Sends the mail outbox: claims one due row at a time, composes and delivers it, then marks it sent or schedules
// the next try with exponential backoff. Runs from the app's start (onReady) until close; every instance on a
// shared PostgreSQL runs one, and the atomic claim (outboxRepository.ts) keeps them from sending a row twice.
//
// At-least-once, honestly: a row is marked sent right after the mail server accepted it. If the process dies (or
// the database fails) between that acceptance and the update, the row comes due again when its lease ends and the
// message goes out a second time, with the same Message-ID.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/types';
import type { ComposedMail } from './composeOrderMail';
import { mailFailureReason } from './mailFailureReason';
import type { OutboxRow } from './mailTables';
import type { MailTransport } from './mailTransport';
import { claimDueMail, markMailSent, releaseMailClaim, scheduleMailRetry } from './outboxRepository';
import { DEFAULT_RETRY_POLICY, type RetryPolicy, retryDelayMs } from './retryDelay';

export interface OutboxWorkerOptions {
  /** How often an idle worker looks for due mail. */
  pollIntervalMs: number;
  /** How long a claimed row stays invisible to other workers: longer than one delivery may take (SMTP timeouts). */
  leaseMs: number;
  retry: RetryPolicy;
  /** How long stopping waits for the message being sent before it gives the row back for another instance to send. */
  stopGraceMs: number;
}

export const DEFAULT_OUTBOX_WORKER_OPTIONS: OutboxWorkerOptions = {
  pollIntervalMs: 2000,
  leaseMs: 5 * 60_000,
  retry: DEFAULT_RETRY_POLICY,
  stopGraceMs: 5000,
};

export interface OutboxWorkerDependencies {
  db: Database;
  compose(row: OutboxRow): Promise<ComposedMail>;
  transport: MailTransport;
  log: FastifyBaseLogger;
}

export interface OutboxWorker {
  start(): void;
  /**
   * Stops polling and waits for the message being sent, if any, up to `stopGraceMs`; a row still being sent then is
   * given back (due now), so another instance sends it instead of waiting for the lease to end.
   */
  stop(): Promise<void>;
}

export function createOutboxWorker(dependencies: OutboxWorkerDependencies, options: OutboxWorkerOptions): OutboxWorker {
  const { db, log } = dependencies;
  let running = false;
  let timer: NodeJS.Timeout | null = null;
  let pass: Promise<void> | null = null;
  let sending: OutboxRow | null = null;

  async function sendDueMail(): Promise<void> {
    while (running) {
      const [row] = await claimDueMail(db, 1, options.leaseMs);
      if (!row) return;
      sending = row;
      try {
        await sendOne(row);
      } finally {
        sending = null;
      }
    }
  }

  async function sendOne(row: OutboxRow): Promise<void> {
    const about = { mailId: row.id, orderId: row.orderId, kind: row.kind, attempt: row.attempts };
    try {
      await dependencies.transport.deliver(await dependencies.compose(row));
    } catch (error) {
      const reason = mailFailureReason(error);
      const retryInMs = retryDelayMs(row.attempts, options.retry);
      await scheduleMailRetry(db, row.id, retryInMs, reason);
      log.warn({ ...about, reason, retryInMs }, 'mail not sent; the outbox will try again');
      return;
    }
    await markMailSent(db, row.id);
    log.info(about, 'mail sent');
  }

  function schedule(delayMs: number): void {
    if (!running) return;
    timer = setTimeout(() => {
      timer = null;
      pass = sendDueMail()
        .catch((error: unknown) => log.error({ err: error }, 'the mail outbox could not be read; trying again shortly'))
        .finally(() => {
          pass = null;
          schedule(options.pollIntervalMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      if (!pass) return;
      let graceTimer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        pass.then(() => true),
        new Promise<false>((resolve) => {
          graceTimer = setTimeout(() => resolve(false), options.stopGraceMs);
        }),
      ]);
      clearTimeout(graceTimer);
      const unfinished = sending as OutboxRow | null;
      if (!finished && unfinished) {
        log.warn({ mailId: unfinished.id, orderId: unfinished.orderId }, 'stopping while a message is being sent: giving it back to the outbox');
        await releaseMailClaim(db, unfinished.id).catch((error: unknown) => log.error({ err: error }, 'could not give a claimed message back'));
      }
    },
  };
}
