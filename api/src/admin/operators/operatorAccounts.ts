// The owner's view of operator accounts (contract: OperatorAccountSchema): with their live sessions and any lock.
import { asc, count, eq } from 'drizzle-orm';
import type { OperatorAccount } from '@storefront/shared/schemas/admin';
import type { Queryable } from '../../db/types';
import { type OperatorRow, operatorSessions, operators } from '../adminTables';
import { liveAt } from '../session/sessionStore';

export function accountView(operator: OperatorRow, activeSessions: number, now: Date): OperatorAccount {
  const locked = operator.lockedUntil && operator.lockedUntil.getTime() > now.getTime() ? operator.lockedUntil : null;
  return {
    id: operator.id,
    email: operator.email,
    role: operator.role,
    createdAt: operator.createdAt.toISOString(),
    lastSignInAt: operator.lastSignInAt ? operator.lastSignInAt.toISOString() : null,
    activeSessions,
    lockedUntil: locked ? locked.toISOString() : null,
  };
}

export async function listAccounts(db: Queryable, now: Date, operatorId?: string): Promise<OperatorAccount[]> {
  const live = db
    .select({ operatorId: operatorSessions.operatorId, sessions: count().as('sessions') })
    .from(operatorSessions)
    .where(liveAt(now))
    .groupBy(operatorSessions.operatorId)
    .as('live');
  const rows = await db
    .select({ operator: operators, sessions: live.sessions })
    .from(operators)
    .leftJoin(live, eq(live.operatorId, operators.id))
    .where(operatorId ? eq(operators.id, operatorId) : undefined)
    .orderBy(asc(operators.createdAt), asc(operators.email));
  return rows.map((row) => accountView(row.operator, Number(row.sessions ?? 0), now));
}
