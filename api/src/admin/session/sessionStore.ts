// Operator sessions in the database, so every instance knows every session and a revocation holds everywhere at
// once. A session lives until it is revoked, SESSION_IDLE_MINUTES pass without a request, or SESSION_MAX_HOURS pass.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { SESSION_IDLE_MINUTES, SESSION_MAX_HOURS } from '@storefront/shared/schemas/admin';
import type { Queryable } from '../../db/types';
import { type OperatorRow, type OperatorSessionRow, operatorSessions, operators } from '../adminTables';
import { newCsrfToken, newSessionToken, sessionTokenHash } from './sessionTokens';

const IDLE_MS = SESSION_IDLE_MINUTES * 60_000;
/** last_seen_at is written at most this often: one write a minute per operator, not one per request. */
const TOUCH_EVERY_MS = 60_000;

export interface LiveSession {
  session: OperatorSessionRow;
  operator: OperatorRow;
}

/** When the session ends if nothing else happens: the earlier of its idle end and its absolute end. */
export const sessionEnd = (session: OperatorSessionRow): Date => new Date(Math.min(session.expiresAt.getTime(), session.lastSeenAt.getTime() + IDLE_MS));

export async function createSession(
  db: Queryable,
  operatorId: string,
  now: Date,
  client: { ip: string; userAgent: string },
): Promise<{ token: string; session: OperatorSessionRow }> {
  const token = newSessionToken();
  const [session] = await db
    .insert(operatorSessions)
    .values({
      id: randomUUID(),
      operatorId,
      tokenHash: sessionTokenHash(token),
      csrfToken: newCsrfToken(),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_MAX_HOURS * 3_600_000),
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 500),
    })
    .returning();
  return { token, session };
}

/** The live session a cookie's token names, with its operator; 'ended' for a session revoked or expired; null for none. */
export async function findSession(db: Queryable, token: string, now: Date): Promise<LiveSession | 'ended' | null> {
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, sessionTokenHash(token)));
  if (!row) return null;
  if (row.session.revokedAt !== null || sessionEnd(row.session).getTime() <= now.getTime()) return 'ended';
  return row;
}

/** Moves the idle end on; skipped when the session was seen within the last minute. */
export async function touchSession(db: Queryable, session: OperatorSessionRow, now: Date): Promise<OperatorSessionRow> {
  if (now.getTime() - session.lastSeenAt.getTime() < TOUCH_EVERY_MS) return session;
  await db
    .update(operatorSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(operatorSessions.id, session.id), lt(operatorSessions.lastSeenAt, now)));
  return { ...session, lastSeenAt: now };
}

export async function revokeSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
}

/** Ends every session of the operator; returns how many were live. */
export async function revokeOperatorSessions(db: Queryable, operatorId: string, now: Date): Promise<number> {
  const revoked = await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.operatorId, operatorId), liveAt(now)))
    .returning({ id: operatorSessions.id });
  return revoked.length;
}

/** The SQL condition of a live session at `now`. */
export function liveAt(now: Date) {
  return and(
    isNull(operatorSessions.revokedAt),
    gt(operatorSessions.expiresAt, now),
    gt(operatorSessions.lastSeenAt, sql`${now.toISOString()}::timestamptz - make_interval(mins => ${SESSION_IDLE_MINUTES})`),
  );
}
