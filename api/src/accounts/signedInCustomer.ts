// Which account a request is signed in to, for other modules (an order placed signed in belongs to the account; an
// account's own orders need no other proof). Reads either cookie name: a session token is 256 random bits looked up
// in the database, so a cookie set under the other name can only be its setter's own session.
import { readCookie } from '../admin/session/sessionCookie';
import type { Queryable } from '../db/types';
import { CUSTOMER_SESSION_COOKIE, CUSTOMER_SESSION_COOKIE_SECURE } from './customerSessionCookie';
import { findCustomerSession } from './customerSessions';

export async function signedInCustomerId(db: Queryable, cookieHeader: string | undefined, now = new Date()): Promise<string | null> {
  const token = readCookie(cookieHeader, CUSTOMER_SESSION_COOKIE_SECURE) ?? readCookie(cookieHeader, CUSTOMER_SESSION_COOKIE);
  if (!token) return null;
  return (await findCustomerSession(db, token, now))?.customer.id ?? null;
}
