// Sends through the mail server SMTP_URL names (smtp://user:pass@host:587 upgrades with STARTTLS when the server
// offers it; smtps://host:465 is TLS from the start), one connection per message.
import nodemailer from 'nodemailer';
import type { MailTransport } from './mailTransport';

/**
 * nodemailer waits up to two minutes to connect and ten for a silent socket; a claimed outbox row must come back
 * well within its lease (outboxWorker.ts), so a server that hangs counts as down sooner.
 */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export function smtpMailTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    async deliver({ message }) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}
