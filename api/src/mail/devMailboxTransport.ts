// The development mailbox: without SMTP_URL each message is rendered as it would be sent (a complete .eml) and kept
// in the database, listed at /dev/mailbox, and announced in the log with its subject and links, so `npm start`
// works with no mail server and nothing is lost.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/types';
import { devMailbox } from './mailTables';
import type { MailTransport } from './mailTransport';
import { maskEmail } from './maskEmail';

export function devMailboxTransport(db: Database, log: FastifyBaseLogger): MailTransport {
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver({ message, links }) {
      const { message: raw } = await renderer.sendMail(message);
      await db.insert(devMailbox).values({
        messageId: String(message.messageId),
        recipient: message.to,
        subject: message.subject,
        links,
        raw: raw.toString('utf8'),
      });
      log.info(
        { to: maskEmail(message.to), subject: message.subject, links: links.map((link) => link.url) },
        'mail kept in the development mailbox (no SMTP_URL); see /dev/mailbox',
      );
    },
    close: () => renderer.close(),
  };
}
