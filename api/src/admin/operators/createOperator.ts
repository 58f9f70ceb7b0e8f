// Creates an operator account, or sets a new password on one (`npm run operator:create`, directly on the database
// or through a running store's socket). A new password also unlocks the account and ends its sessions.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isEmailAddress } from '@storefront/shared/email';
import type { OperatorRole } from '@storefront/shared/schemas/admin';
import type { Database } from '../../db/types';
import { type OperatorRow, operators, signInFailures } from '../adminTables';
import { type Actor, writeAudit } from '../audit/auditLog';
import { hashPassword, passwordProblem } from '../session/passwords';
import { revokeOperatorSessions } from '../session/sessionStore';
import { findOperatorByEmail, normalizedEmail } from '../session/signIn';

export interface OperatorInput {
  email: string;
  password: string;
  /** Required to create; with resetPassword, changes the role when given. */
  role?: string;
  resetPassword?: boolean;
}

export interface OperatorOutcome {
  operator: { id: string; email: string; role: OperatorRole };
  action: 'created' | 'password-reset';
}

/** The input is not usable; the message says what to change. */
export class OperatorInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorInputError';
  }
}

const ROLES: readonly OperatorRole[] = ['owner', 'staff'];

/** Who the audit log names for what the command does: someone with a shell on the store's machine, not an operator. */
const COMMAND_ACTOR: Actor = { operatorId: null, operatorEmail: 'npm run operator:create', ip: 'local' };

/** Every problem with the input, as sentences; empty when it can be used. */
export function operatorInputProblems(input: OperatorInput): string[] {
  const problems: string[] = [];
  const email = normalizedEmail(input.email ?? '');
  if (!isEmailAddress(email) || email.length > 254) problems.push(`"${input.email ?? ''}" is not an e-mail address (--email you@example.com).`);
  const password = passwordProblem(input.password ?? '');
  if (password) problems.push(password);
  if (input.role !== undefined && !(ROLES as readonly string[]).includes(input.role)) problems.push(`The role must be owner or staff, not "${input.role}".`);
  if (input.role === undefined && !input.resetPassword) problems.push('Give the new operator a role: --role owner or --role staff.');
  return problems;
}

const outcome = (operator: OperatorRow, action: OperatorOutcome['action']): OperatorOutcome => ({
  operator: { id: operator.id, email: operator.email, role: operator.role },
  action,
});

export async function createOperator(db: Database, input: OperatorInput, now = new Date()): Promise<OperatorOutcome> {
  const problems = operatorInputProblems(input);
  if (problems.length > 0) throw new OperatorInputError(problems.join(' '));
  const email = normalizedEmail(input.email);
  const role = input.role as OperatorRole | undefined;
  const passwordHash = await hashPassword(input.password);
  const existing = await findOperatorByEmail(db, email);

  if (input.resetPassword) {
    if (!existing) throw new OperatorInputError(`No operator has the e-mail address ${email}. Leave out --reset-password to create one.`);
    return db.transaction(async (tx) => {
      const [updated] = await tx
        .update(operators)
        .set({ passwordHash, failedSignIns: 0, lockedUntil: null, ...(role ? { role } : {}) })
        .where(eq(operators.id, existing.id))
        .returning();
      const ended = await revokeOperatorSessions(tx, existing.id, now);
      // Unlocked from every client address too.
      await tx.delete(signInFailures).where(eq(signInFailures.email, email));
      await writeAudit(tx, COMMAND_ACTOR, {
        action: 'operator.reset-password',
        targetType: 'operator',
        targetId: existing.id,
        before: { role: existing.role, lockedUntil: existing.lockedUntil ? existing.lockedUntil.toISOString() : null },
        after: { role: updated.role, lockedUntil: null, sessionsEnded: ended },
      });
      return outcome(updated, 'password-reset');
    });
  }
  if (existing) throw new OperatorInputError(`An operator with the e-mail address ${email} already exists. Add --reset-password to give it a new password.`);
  const [created] = await db.insert(operators).values({ id: randomUUID(), email, passwordHash, role: role! }).onConflictDoNothing().returning();
  // Created by someone else between the look-up and the insert.
  if (!created) throw new OperatorInputError(`An operator with the e-mail address ${email} already exists. Add --reset-password to give it a new password.`);
  await writeAudit(db, COMMAND_ACTOR, { action: 'operator.create', targetType: 'operator', targetId: created.id, after: { email, role: created.role } });
  return outcome(created, 'created');
}
