// Why a message was not sent, for the log and the outbox row's last_error: the SMTP reply or network error,
// with any e-mail address in it masked (a refused RCPT names the shopper's address).
import { maskEmail } from './maskEmail';

const ADDRESS = /[^\s<>"'@,;:]+@[^\s<>"',;:]+/g;

export function mailFailureReason(error: unknown): string {
  const details = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  const message = typeof details.message === 'string' ? details.message : String(error);
  const code = typeof details.code === 'string' ? `${details.code}: ` : '';
  return `${code}${message}`.replace(ADDRESS, (address) => maskEmail(address)).slice(0, 1000);
}
