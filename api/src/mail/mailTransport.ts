// Where composed e-mails go: a mail server (SMTP_URL) or, without one, the development mailbox.
import type { ComposedMail } from './composeOrderMail';

export interface MailTransport {
  /** Resolves once the mail server (or the development mailbox) has accepted the message; rejects otherwise. */
  deliver(mail: ComposedMail): Promise<void>;
  close(): void;
}
