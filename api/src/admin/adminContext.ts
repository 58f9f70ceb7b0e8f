// What every admin route plugin is given: the clock (injectable, so tests move time instead of sleeping), whether the
// cookie is the production one, the origins that may call the console's API, and the sign-in rate limit.
import type { FastifyRequest } from 'fastify';
import type { WriteRateLimit } from '../http/rateLimit';
import type { Actor } from './audit/auditLog';
import type { LiveSession } from './session/sessionStore';

export interface AdminContext {
  now: () => Date;
  /** Secure cookie with the __Secure- name (NODE_ENV=production). */
  secureCookie: boolean;
  /** The store's public origin and CORS_ORIGINS; a request's own origin is always allowed too. */
  allowedOrigins: string[];
  signInRateLimit: WriteRateLimit;
}

export interface AdminRouteOptions {
  context: AdminContext;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the admin access hook (adminAccess.ts) for every route that needs a session. */
    operatorSession: LiveSession | null;
  }
}

/** The signed-in operator's session; only called by routes whose access needs one. */
export function sessionOf(request: FastifyRequest): LiveSession {
  if (!request.operatorSession) throw new Error(`${request.method} ${request.url} ran without a session`);
  return request.operatorSession;
}

export function actorOf(request: FastifyRequest): Actor {
  const { operator } = sessionOf(request);
  return { operatorId: operator.id, operatorEmail: operator.email, ip: request.ip };
}
