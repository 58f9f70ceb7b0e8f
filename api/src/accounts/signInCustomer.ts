// Signing a customer in, the way the console signs operators in (admin/session/signIn.ts): the same refusal after the
// same work (one argon2id check, against a decoy hash for an unknown address) for an unknown address and a wrong
// password; ATTEMPTS_BEFORE_LOCK wrong passwords in a row for one typed address from one client refuse that address
// from that client for LOCK_MINUTES — known account or not, so neither the refusals nor the lock tell which
// addresses have accounts, and someone elsewhere cannot lock the holder out. Counted in the database, so instances
// sharing it count together.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/types';
import { checkAgainstDecoy, passwordMatches } from '../admin/session/passwords';
import { type ClientFacts, normalizedEmail } from './accountContext';
import { type CustomerRow, type CustomerSessionRow, customerSignInFailures } from './accountTables';
import { findCustomerByEmail } from './customerAccounts';
import { logCustomerEvent } from './customerEvents';
import { createCustomerSession } from './customerSessions';
import { countFailedSignIn } from '../security/failedSignIns';

export const ATTEMPTS_BEFORE_LOCK = 10;
export const LOCK_MINUTES = 15;

export type CustomerSignInResult =
  | { kind: 'signed-in'; customer: CustomerRow; session: CustomerSessionRow; token: string }
  | { kind: 'refused' }
  | { kind: 'locked'; lockedUntil: Date }
  | { kind: 'unverified'; customer: CustomerRow };

export interface CustomerSignInAttempt extends ClientFacts {
  email: string;
  password: string;
  remember: boolean;
  now: Date;
}

export async function signInCustomer(db: Database, attempt: CustomerSignInAttempt): Promise<CustomerSignInResult> {
  const email = normalizedEmail(attempt.email);
  const customer = await findCustomerByEmail(db, email);
  const here = and(eq(customerSignInFailures.email, email), eq(customerSignInFailures.ip, attempt.ip));
  const [failures] = await db.select().from(customerSignInFailures).where(here);
  // Checked even when the answer is known already: every answer costs the same time.
  const passwordRight = customer ? await passwordMatches(customer.passwordHash, attempt.password) : (await checkAgainstDecoy(attempt.password), false);

  if (failures?.lockedUntil && failures.lockedUntil.getTime() > attempt.now.getTime()) {
    await logCustomerEvent(db, customer?.id ?? null, 'sign-in-refused', attempt.ip, { reason: 'locked' });
    return { kind: 'locked', lockedUntil: failures.lockedUntil };
  }

  if (!customer || !passwordRight) {
    const lockEnd = new Date(attempt.now.getTime() + LOCK_MINUTES * 60_000);
    return db.transaction(async (tx): Promise<CustomerSignInResult> => {
      const { lockedNow } = await countFailedSignIn(tx, customerSignInFailures, { email, ip: attempt.ip }, ATTEMPTS_BEFORE_LOCK, lockEnd);
      // Only a known account's refusals are logged against it; an unknown address leaves no row naming it.
      if (customer) await logCustomerEvent(tx, customer.id, 'sign-in-refused', attempt.ip, { reason: lockedNow ? 'wrong password, locked' : 'wrong password' });
      return lockedNow ? { kind: 'locked', lockedUntil: lockEnd } : { kind: 'refused' };
    });
  }

  if (customer.emailVerifiedAt === null) return { kind: 'unverified', customer };

  return db.transaction(async (tx): Promise<CustomerSignInResult> => {
    await tx.delete(customerSignInFailures).where(here);
    const { token, session } = await createCustomerSession(tx, customer.id, attempt.remember, attempt.now, attempt);
    await logCustomerEvent(tx, customer.id, 'signed-in', attempt.ip, { remember: attempt.remember, userAgent: session.userAgent });
    return { kind: 'signed-in', customer, session, token };
  });
}
