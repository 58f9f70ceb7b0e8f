// Issuing and spending the single-use links: verification links live VERIFY_HOURS, reset links RESET_MINUTES. A link
// is spent by one conditional update, so two clicks at once cannot both use it.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/types';
import type { AccountMailDetails } from '../mail/mailTables';
import type { AccountContext } from './accountContext';
import { newTokenId, tokenIdFrom } from './accountLinks';
import { type CustomerRow, type CustomerTokenPurpose, type CustomerTokenRow, customerTokens, customers } from './accountTables';

export const VERIFY_HOURS = 48;
export const RESET_MINUTES = 60;

const lifetimeMs = (purpose: CustomerTokenPurpose) => (purpose === 'verify-email' ? VERIFY_HOURS * 3_600_000 : RESET_MINUTES * 60_000);

/** Makes a link for the account and queues the e-mail that carries it. */
export async function sendAccountLink(
  tx: Transaction,
  context: Pick<AccountContext, 'now' | 'queueMail'>,
  customer: CustomerRow,
  purpose: CustomerTokenPurpose,
  reason?: AccountMailDetails['reason'],
): Promise<void> {
  const now = context.now();
  const id = newTokenId();
  await tx.insert(customerTokens).values({
    id,
    customerId: customer.id,
    purpose,
    email: customer.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs(purpose)),
  });
  await context.queueMail(
    tx,
    customer.id,
    purpose === 'verify-email' ? 'account-verification' : 'password-reset',
    reason ? { tokenId: id, reason } : { tokenId: id },
  );
}

/** Spends the link a token names: its row when the signature is ours, it is unused and it has not expired; else null. */
export async function spendAccountLink(db: Queryable, context: AccountContext, token: string, purpose: CustomerTokenPurpose): Promise<CustomerTokenRow | null> {
  const id = tokenIdFrom(token, purpose, context.linkSecret);
  if (!id) return null;
  const now = context.now();
  const [spent] = await db
    .update(customerTokens)
    .set({ usedAt: now })
    .where(and(eq(customerTokens.id, id), eq(customerTokens.purpose, purpose), isNull(customerTokens.usedAt), gt(customerTokens.expiresAt, now)))
    .returning();
  return spent ?? null;
}

/** Makes every unused link of that purpose unusable (a new password spends the other reset links too). */
export async function spendAllLinks(db: Queryable, customerId: string, purpose: CustomerTokenPurpose, now: Date): Promise<void> {
  await db
    .update(customerTokens)
    .set({ usedAt: now })
    .where(and(eq(customerTokens.customerId, customerId), eq(customerTokens.purpose, purpose), isNull(customerTokens.usedAt)));
}

/** The link row an account e-mail names, with its account; null when either is gone. */
export async function findLinkWithCustomer(db: Queryable, tokenId: string): Promise<{ customer: CustomerRow; token: CustomerTokenRow } | null> {
  const [found] = await db
    .select({ customer: customers, token: customerTokens })
    .from(customerTokens)
    .innerJoin(customers, eq(customers.id, customerTokens.customerId))
    .where(eq(customerTokens.id, tokenId));
  return found ?? null;
}
