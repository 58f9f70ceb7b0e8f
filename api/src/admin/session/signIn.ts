// Signing an operator in. The same refusal, after the same work (one argon2 check), for an unknown address and a
// wrong password; ten wrong passwords in a row for one address from one client lock that address for that client for
// SIGN_IN_LOCK_MINUTES, during which even the right password from there is refused — known account or not, so the
// answers tell nothing about which accounts exist, and an attacker elsewhere cannot lock the operator out. The count
// and the lock live in sign_in_failures (one conditional upsert), so instances sharing a database count together; the
// account's row keeps the latest lock for the console, and its holder and the owners get a notice by e-mail.
import { and, eq, sql } from 'drizzle-orm';
import { SIGN_IN_ATTEMPTS_BEFORE_LOCK, SIGN_IN_LOCK_MINUTES } from '@storefront/shared/schemas/admin';
import type { Database, Transaction } from '../../db/types';
import type { SignInAlertDetails } from '../../mail/mailTables';
import { type OperatorRow, type OperatorSessionRow, operators, signInFailures } from '../adminTables';
import { writeAudit } from '../audit/auditLog';
import { checkAgainstDecoy, passwordMatches } from './passwords';
import { createSession } from './sessionStore';
import { countFailedSignIn } from '../../security/failedSignIns';

export type SignInResult =
  { kind: 'signed-in'; operator: OperatorRow; session: OperatorSessionRow; token: string } | { kind: 'refused' } | { kind: 'locked'; lockedUntil: Date };

export interface SignInAttempt {
  email: string;
  password: string;
  ip: string;
  userAgent: string;
  now: Date;
}

/** Queues the notice that an account is being attacked (the mail plugin's signInAlert). */
export type SignInAlert = (tx: Transaction, operatorId: string, details: SignInAlertDetails) => Promise<unknown>;

export const normalizedEmail = (email: string): string => email.trim().toLowerCase();

/** Rows of addresses nobody has tried for a day, and whose lock has ended, are dropped as new failures come in. */

export async function findOperatorByEmail(db: Database, email: string): Promise<OperatorRow | null> {
  const [operator] = await db
    .select()
    .from(operators)
    .where(eq(sql`lower(${operators.email})`, normalizedEmail(email)));
  return operator ?? null;
}

export async function signIn(db: Database, attempt: SignInAttempt, alert: SignInAlert = async () => {}): Promise<SignInResult> {
  const email = normalizedEmail(attempt.email);
  const operator = await findOperatorByEmail(db, email);
  const refusedBy = (after: Record<string, unknown>) => ({
    actor: { operatorId: operator?.id ?? null, operatorEmail: email, ip: attempt.ip },
    entry: { action: 'session.sign-in-refused' as const, targetType: 'operator' as const, targetId: operator?.id ?? email, after },
  });
  const here = and(eq(signInFailures.email, email), eq(signInFailures.ip, attempt.ip));

  const [failures] = await db.select().from(signInFailures).where(here);
  // The password is checked even when the answer is already known: every refusal costs the same time.
  const passwordRight = operator ? await passwordMatches(operator.passwordHash, attempt.password) : (await checkAgainstDecoy(attempt.password), false);

  if (failures?.lockedUntil && failures.lockedUntil.getTime() > attempt.now.getTime()) {
    const { actor, entry } = refusedBy({
      reason: operator ? 'account locked' : 'unknown e-mail address, locked',
      lockedUntil: failures.lockedUntil.toISOString(),
    });
    await writeAudit(db, actor, entry);
    return { kind: 'locked', lockedUntil: failures.lockedUntil };
  }

  if (!operator || !passwordRight) {
    const lockEnd = new Date(attempt.now.getTime() + SIGN_IN_LOCK_MINUTES * 60_000);
    return db.transaction(async (tx): Promise<SignInResult> => {
      const counted = await countFailedSignIn(tx, signInFailures, { email, ip: attempt.ip }, SIGN_IN_ATTEMPTS_BEFORE_LOCK, lockEnd);
      const { lockedNow } = counted;
      const { actor, entry } = refusedBy({
        reason: operator ? 'wrong password' : 'unknown e-mail address',
        failedSignIns: lockedNow ? SIGN_IN_ATTEMPTS_BEFORE_LOCK : counted.failures,
        ...(lockedNow ? { lockedUntil: lockEnd.toISOString() } : {}),
      });
      await writeAudit(tx, actor, entry);
      if (lockedNow && operator) {
        await tx.update(operators).set({ lockedUntil: lockEnd, failedSignIns: 0 }).where(eq(operators.id, operator.id));
        await alert(tx, operator.id, { email: operator.email, ip: attempt.ip, lockedUntil: lockEnd.toISOString() });
      }
      return lockedNow ? { kind: 'locked', lockedUntil: lockEnd } : { kind: 'refused' };
    });
  }

  return db.transaction(async (tx): Promise<SignInResult> => {
    await tx.delete(signInFailures).where(here);
    const [signedIn] = await tx
      .update(operators)
      .set({ failedSignIns: 0, lockedUntil: null, lastSignInAt: attempt.now })
      .where(eq(operators.id, operator.id))
      .returning();
    const { token, session } = await createSession(tx, operator.id, attempt.now, attempt);
    await writeAudit(
      tx,
      { operatorId: operator.id, operatorEmail: operator.email, ip: attempt.ip },
      { action: 'session.sign-in', targetType: 'session', targetId: session.id, after: { userAgent: session.userAgent } },
    );
    return { kind: 'signed-in', operator: signedIn, session, token };
  });
}
