// The notice that an operator account is being attacked: sent to the account's holder and to every owner when wrong
// passwords lock the account for one client address. It says where they came from and what to do; it carries no link
// (a notice with a sign-in link is what a phishing e-mail looks like).
import { eq, inArray } from 'drizzle-orm';
import { operators } from '../admin/adminTables';
import type { Database } from '../db/types';
import type { ComposedMail } from './composeOrderMail';
import type { OutboxRow, SignInAlertDetails } from './mailTables';

export async function composeSignInAlert(
  row: OutboxRow,
  { db, from, publicBaseUrl }: { db: Database; from: string; publicBaseUrl: string },
): Promise<ComposedMail> {
  const details = row.details as SignInAlertDetails | null;
  if (!row.operatorId || !details) throw new Error(`sign-in alert ${row.id} names no operator`);
  const [holder] = await db.select({ email: operators.email }).from(operators).where(eq(operators.id, row.operatorId));
  if (!holder) throw new Error(`operator ${row.operatorId} no longer exists`);
  const owners = await db
    .select({ email: operators.email })
    .from(operators)
    .where(inArray(operators.role, ['owner']));
  const to = [...new Set([holder.email, ...owners.map((owner) => owner.email)].map((email) => email.toLowerCase()))].join(', ');
  const until = `${details.lockedUntil.slice(0, 16).replace('T', ' ')} UTC`;
  const text = [
    `Someone typed wrong passwords for the console account ${details.email} at ${publicBaseUrl}/admin, from the address ${details.ip}.`,
    '',
    `Sign-ins to that account from that address are refused until ${until}. Sign-ins from anywhere else still work, so the account's holder is not locked out.`,
    '',
    'If this was not you: make sure the password is long and used nowhere else, and ask an owner to look at the audit log (Console → Audit).',
  ].join('\n');
  return {
    message: {
      from,
      to,
      subject: `Wrong passwords for the console account ${details.email}`,
      messageId: row.messageId,
      headers: { 'Auto-Submitted': 'auto-generated' },
      text,
    },
    links: [],
  };
}
