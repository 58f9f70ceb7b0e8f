// Customer sessions in the database, so every instance knows every session and ending one holds everywhere at once.
// A remembered session lasts REMEMBERED_DAYS; one not remembered BROWSER_SESSION_HOURS (its cookie goes sooner, when
// the browser closes). Only the SHA-256 of the cookie's token is stored (the console's tokens, sessionTokens.ts).
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../db/types';
import { newCsrfToken, newSessionToken, sessionTokenHash, isSessionTokenShape } from '../admin/session/sessionTokens';
import { type CustomerRow, type CustomerSessionRow, customerSessions, customers } from './accountTables';

export const REMEMBERED_DAYS = 30;
export const BROWSER_SESSION_HOURS = 12;

export interface LiveCustomerSession {
  session: CustomerSessionRow;
  customer: CustomerRow;
}

export const sessionLengthMs = (persistent: boolean): number => (persistent ? REMEMBERED_DAYS * 86_400_000 : BROWSER_SESSION_HOURS * 3_600_000);

export async function createCustomerSession(
  db: Queryable,
  customerId: string,
  persistent: boolean,
  now: Date,
  client: { ip: string; userAgent: string },
): Promise<{ token: string; session: CustomerSessionRow }> {
  const token = newSessionToken();
  const [session] = await db
    .insert(customerSessions)
    .values({
      id: randomUUID(),
      customerId,
      tokenHash: sessionTokenHash(token),
      csrfToken: newCsrfToken(),
      persistent,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + sessionLengthMs(persistent)),
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 500),
    })
    .returning();
  return { token, session };
}

/** The live session a cookie's token names, with its customer; null for none, an ended one, or a malformed token. */
export async function findCustomerSession(db: Queryable, token: string, now: Date): Promise<LiveCustomerSession | null> {
  if (!isSessionTokenShape(token)) return null;
  const [row] = await db
    .select({ session: customerSessions, customer: customers })
    .from(customerSessions)
    .innerJoin(customers, eq(customers.id, customerSessions.customerId))
    .where(and(eq(customerSessions.tokenHash, sessionTokenHash(token)), isNull(customerSessions.revokedAt), gt(customerSessions.expiresAt, now)));
  return row ?? null;
}

export async function endCustomerSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db
    .update(customerSessions)
    .set({ revokedAt: now })
    .where(and(eq(customerSessions.id, sessionId), isNull(customerSessions.revokedAt)));
}

/** Ends every session of the account (a new password, a deleted account); returns how many were live. */
export async function endAllCustomerSessions(db: Queryable, customerId: string, now: Date): Promise<number> {
  const ended = await db
    .update(customerSessions)
    .set({ revokedAt: now })
    .where(and(eq(customerSessions.customerId, customerId), isNull(customerSessions.revokedAt), gt(customerSessions.expiresAt, now)))
    .returning({ id: customerSessions.id });
  return ended.length;
}

/** Ends the account's other live sessions (a changed password keeps the one that changed it); returns how many. */
export async function endOtherCustomerSessions(db: Queryable, customerId: string, keptSessionId: string, now: Date): Promise<number> {
  const ended = await db
    .update(customerSessions)
    .set({ revokedAt: now })
    .where(and(eq(customerSessions.customerId, customerId), ne(customerSessions.id, keptSessionId), isNull(customerSessions.revokedAt)))
    .returning({ id: customerSessions.id });
  return ended.length;
}
