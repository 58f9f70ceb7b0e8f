// Who may call which account route, checked before the body is read. Every state-changing call must come from a page
// of this store (Origin, as the console's sign-in: a form on another site cannot sign a browser in or out); a route
// that needs a session refuses a request without a live one (401) and, when it changes anything, one without the
// session's CSRF token in X-CSRF-Token (403) — the cookie alone, which a browser attaches to a cross-site top-level
// navigation, never suffices.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_CSRF_HEADER, ACCOUNT_MESSAGES } from '@storefront/shared/account';
import { readCookie } from '../admin/session/sessionCookie';
import { requestOrigin } from '../admin/http/requestOrigin';
import { ApiError } from '../http/ApiError';
import type { AccountContext } from './accountContext';
import { clearedCustomerSessionCookie, customerCookieName } from './customerSessionCookie';
import { type LiveCustomerSession, findCustomerSession } from './customerSessions';

/** public: no session needed (signing up or in, the links); session: a signed-in customer. */
export type AccountAccess = 'public' | 'session';

declare module 'fastify' {
  interface FastifyContextConfig {
    accountAccess?: AccountAccess;
  }
  interface FastifyRequest {
    customerSession: LiveCustomerSession | null;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The live session the request's cookie names, or null. */
export async function sessionFromCookie(app: FastifyInstance, context: AccountContext, request: FastifyRequest): Promise<LiveCustomerSession | null> {
  const token = readCookie(request.headers.cookie, customerCookieName(context.secureCookie));
  return token ? findCustomerSession(app.db, token, context.now()) : null;
}

export function installAccountAccess(app: FastifyInstance, context: AccountContext): void {
  app.decorateRequest('customerSession', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const changes = STATE_CHANGING.has(request.method);
    if (changes && requestOrigin(request, context.allowedOrigins) !== 'allowed') throw new ApiError(403, ACCOUNT_MESSAGES.foreignOrigin);
    if ((request.routeOptions.config.accountAccess ?? 'session') === 'public') return;
    const found = await sessionFromCookie(app, context, request);
    if (!found) {
      if (request.headers.cookie?.includes(customerCookieName(context.secureCookie)))
        reply.header('set-cookie', clearedCustomerSessionCookie(context.secureCookie));
      throw new ApiError(401, ACCOUNT_MESSAGES.signInRequired);
    }
    if (changes && !sameToken(request.headers[ACCOUNT_CSRF_HEADER.toLowerCase()], found.session.csrfToken))
      throw new ApiError(403, ACCOUNT_MESSAGES.csrfRefused);
    request.customerSession = found;
  });
}

/** The signed-in customer's session; only called by routes whose access needs one. */
export function customerSessionOf(request: FastifyRequest): LiveCustomerSession {
  if (!request.customerSession) throw new Error(`${request.method} ${request.url} ran without a customer session`);
  return request.customerSession;
}
