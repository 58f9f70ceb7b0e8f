// Operators and their sessions for the console's API tests: create an account, sign in the way the console does
// (from the store's own origin), and call /api/v1/admin with the cookie and the CSRF token.
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { createOperator } from '../../src/admin/operators/createOperator';

export const STORE_ORIGIN = 'http://localhost:3000';
export const ADMIN = '/api/v1/admin';
export const OWNER = { email: 'owner@example.com', password: 'correct horse battery', role: 'owner' } as const;
export const STAFF = { email: 'staff@example.com', password: 'staple battery horse', role: 'staff' } as const;

export interface SignedIn {
  cookie: string;
  csrfToken: string;
  operatorId: string;
}

export async function ensureOperator(app: FastifyInstance, account: { email: string; password: string; role: 'owner' | 'staff' }) {
  try {
    return (await createOperator(app.db, account)).operator;
  } catch {
    return (await createOperator(app.db, { ...account, resetPassword: true })).operator;
  }
}

export function signInRequest(app: FastifyInstance, email: string, password: string, headers: Record<string, string> = { origin: STORE_ORIGIN }) {
  return app.inject({ method: 'POST', url: `${ADMIN}/session`, headers, payload: { email, password } });
}

/** The cookie's name=value from a Set-Cookie header. */
export const cookieOf = (response: LightMyRequestResponse): string => String(response.headers['set-cookie']).split(';')[0];

export async function signIn(app: FastifyInstance, account: { email: string; password: string; role: 'owner' | 'staff' }): Promise<SignedIn> {
  const operator = await ensureOperator(app, account);
  const response = await signInRequest(app, account.email, account.password);
  if (response.statusCode !== 200) throw new Error(`sign-in answered ${response.statusCode}: ${response.body}`);
  return { cookie: cookieOf(response), csrfToken: response.json().csrfToken, operatorId: operator.id };
}

export interface AdminCall {
  method?: InjectOptions['method'];
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** Leave out the CSRF header. */
  withoutCsrf?: boolean;
}

/** A console call as the browser makes it: the cookie, the CSRF token on writes, the store's own Origin. */
export function adminCall(app: FastifyInstance, session: SignedIn | null, call: AdminCall) {
  const method = call.method ?? 'GET';
  const headers: Record<string, string> = { origin: STORE_ORIGIN, ...call.headers };
  // origin: '' sends none (a request whose page did not name itself).
  if (headers.origin === '') delete headers.origin;
  if (session) headers.cookie = session.cookie;
  if (session && method !== 'GET' && !call.withoutCsrf) headers['x-csrf-token'] = session.csrfToken;
  return app.inject({ method, url: call.url.startsWith('/') ? call.url : `${ADMIN}/${call.url}`, headers, payload: call.payload });
}
