// The From of every order e-mail (MAIL_FROM): one mailbox, optionally with a display name. Its domain also names
// the Message-IDs, as RFC 5322 suggests, so they are unique to this shop.
import addressparser from 'nodemailer/lib/addressparser';

export interface SenderAddress {
  /** As written in the From header, e.g. `Shop <shop@example.com>`. */
  from: string;
  domain: string;
}

export function defaultMailFrom(publicBaseUrl: string): string {
  return `Storefront <shop@${new URL(publicBaseUrl).hostname}>`;
}

export function parseSenderAddress(from: string): SenderAddress {
  const parsed = addressparser(from.trim(), { flatten: true });
  const mailbox = parsed.length === 1 ? parsed[0] : null;
  const address = mailbox?.address ?? '';
  const at = address.lastIndexOf('@');
  if (!mailbox || at < 1 || at === address.length - 1) {
    throw new Error(`MAIL_FROM must be one e-mail address, e.g. "Shop <shop@example.com>", got "${from}"`);
  }
  return { from: from.trim(), domain: address.slice(at + 1).toLowerCase() };
}
