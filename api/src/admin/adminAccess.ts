// Who may call which /api/v1/admin route, checked before the body is read: the request must come from this store's
// pages (403), carry a live session (401), send the session's CSRF token on every POST, PUT, PATCH and DELETE (403),
// and have a role with the route's permission (403). Each route names its access in `config.adminAccess`; a route
// that names none needs a session.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_MESSAGES, type AdminPermission, CSRF_HEADER, can } from '@storefront/shared/schemas/admin';
import { ApiError } from '../http/ApiError';
import type { AdminContext } from './adminContext';
import { writeAudit } from './audit/auditLog';
import { requestOrigin } from './http/requestOrigin';
import { clearedSessionCookie, readCookie, sessionCookieName } from './session/sessionCookie';
import { findSession, touchSession } from './session/sessionStore';
import { isSessionTokenShape } from './session/sessionTokens';

/** public: no session (signing in); session: any signed-in operator; otherwise the permission the role needs. */
export type AdminAccess = 'public' | 'session' | AdminPermission;

declare module 'fastify' {
  interface FastifyContextConfig {
    adminAccess?: AdminAccess;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function installAdminAccess(app: FastifyInstance, context: AdminContext): void {
  app.decorateRequest('operatorSession', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (requestOrigin(request, context.allowedOrigins) === 'foreign') throw new ApiError(403, ADMIN_MESSAGES.foreignOrigin);
    const access = request.routeOptions.config.adminAccess ?? 'session';
    if (access === 'public') return;

    const cookieName = sessionCookieName(context.secureCookie);
    const token = readCookie(request.headers.cookie, cookieName);
    if (token === null) throw new ApiError(401, ADMIN_MESSAGES.signInRequired);
    const now = context.now();
    const found = isSessionTokenShape(token) ? await findSession(app.db, token, now) : null;
    if (found === null || found === 'ended') {
      reply.header('set-cookie', clearedSessionCookie(context.secureCookie));
      throw new ApiError(401, found === 'ended' ? ADMIN_MESSAGES.sessionExpired : ADMIN_MESSAGES.signInRequired);
    }
    // Refused calls of a signed-in operator are kept in the audit log: a forged page, or a staff account probing
    // owner-only actions, shows there.
    const refuse = async (message: string, reason: Record<string, unknown>) => {
      await writeAudit(
        app.db,
        { operatorId: found.operator.id, operatorEmail: found.operator.email, ip: request.ip },
        { action: 'access.refused', targetType: 'route', targetId: `${request.method} ${request.routeOptions.url ?? request.url}`, after: reason },
      );
      throw new ApiError(403, message);
    };
    if (STATE_CHANGING.has(request.method) && !sameToken(request.headers[CSRF_HEADER.toLowerCase()], found.session.csrfToken)) {
      await refuse(ADMIN_MESSAGES.csrfMissing, { reason: request.headers[CSRF_HEADER.toLowerCase()] === undefined ? 'no CSRF token' : 'wrong CSRF token' });
    }
    if (access !== 'session' && !can(found.operator.role, access)) {
      await refuse(ADMIN_MESSAGES.forbidden, { reason: 'role lacks the permission', role: found.operator.role, permission: access });
    }
    request.operatorSession = { operator: found.operator, session: await touchSession(app.db, found.session, now) };
  });
}
