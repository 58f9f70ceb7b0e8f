// Signing an operator in. The same refusal, after the same work (one argon2 check), for an unknown address and a
// wrong password; ten wrong passwords in a row lock the account for SIGN_IN_LOCK_MINUTES, during which even the
// right password is refused. The count and the lock live on the operator's row and change by one conditional
// UPDATE, so instances sharing a database count together.
import { eq, sql } from 'drizzle-orm';
import { SIGN_IN_ATTEMPTS_BEFORE_LOCK, SIGN_IN_LOCK_MINUTES } from '@storefront/shared/schemas/admin';
import type { Database } from '../../db/types';
import { type OperatorRow, type OperatorSessionRow, operators } from '../adminTables';
import { writeAudit } from '../audit/auditLog';
import { checkAgainstDecoy, passwordMatches } from './passwords';
import { createSession } from './sessionStore';

export type SignInResult =
  { kind: 'signed-in'; operator: OperatorRow; session: OperatorSessionRow; token: string } | { kind: 'refused' } | { kind: 'locked'; lockedUntil: Date };

export interface SignInAttempt {
  email: string;
  password: string;
  ip: string;
  userAgent: string;
  now: Date;
}

export const normalizedEmail = (email: string): string => email.trim().toLowerCase();

export async function findOperatorByEmail(db: Database, email: string): Promise<OperatorRow | null> {
  const [operator] = await db
    .select()
    .from(operators)
    .where(eq(sql`lower(${operators.email})`, normalizedEmail(email)));
  return operator ?? null;
}

export async function signIn(db: Database, attempt: SignInAttempt): Promise<SignInResult> {
  const email = normalizedEmail(attempt.email);
  const operator = await findOperatorByEmail(db, email);
  const refusedBy = (operatorId: string | null, after: Record<string, unknown>) => ({
    actor: { operatorId, operatorEmail: email, ip: attempt.ip },
    entry: { action: 'session.sign-in-refused' as const, targetType: 'operator' as const, targetId: operatorId ?? email, after },
  });

  if (!operator) {
    await checkAgainstDecoy(attempt.password);
    const { actor, entry } = refusedBy(null, { reason: 'unknown e-mail address' });
    await writeAudit(db, actor, entry);
    return { kind: 'refused' };
  }
  if (operator.lockedUntil && operator.lockedUntil.getTime() > attempt.now.getTime()) {
    const { actor, entry } = refusedBy(operator.id, { reason: 'account locked', lockedUntil: operator.lockedUntil.toISOString() });
    await writeAudit(db, actor, entry);
    return { kind: 'locked', lockedUntil: operator.lockedUntil };
  }

  if (!(await passwordMatches(operator.passwordHash, attempt.password))) {
    const lockEnd = new Date(attempt.now.getTime() + SIGN_IN_LOCK_MINUTES * 60_000);
    return db.transaction(async (tx): Promise<SignInResult> => {
      const reachesLimit = sql`${operators.failedSignIns} + 1 >= ${SIGN_IN_ATTEMPTS_BEFORE_LOCK}`;
      const [counted] = await tx
        .update(operators)
        .set({
          // The tenth locks the account and starts the count again for when the lock ends.
          failedSignIns: sql`CASE WHEN ${reachesLimit} THEN 0 ELSE ${operators.failedSignIns} + 1 END`,
          lockedUntil: sql`CASE WHEN ${reachesLimit} THEN ${lockEnd.toISOString()}::timestamptz ELSE ${operators.lockedUntil} END`,
        })
        .where(eq(operators.id, operator.id))
        .returning({ failedSignIns: operators.failedSignIns, lockedUntil: operators.lockedUntil });
      const lockedNow = counted?.lockedUntil?.getTime() === lockEnd.getTime();
      const { actor, entry } = refusedBy(operator.id, {
        reason: 'wrong password',
        failedSignIns: lockedNow ? SIGN_IN_ATTEMPTS_BEFORE_LOCK : (counted?.failedSignIns ?? 0),
        ...(lockedNow ? { lockedUntil: lockEnd.toISOString() } : {}),
      });
      await writeAudit(tx, actor, entry);
      return lockedNow ? { kind: 'locked', lockedUntil: lockEnd } : { kind: 'refused' };
    });
  }

  return db.transaction(async (tx): Promise<SignInResult> => {
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
