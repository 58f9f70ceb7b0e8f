// POST /session signs in (a page of this store only, rate limited per IP), GET /session answers the signed-in
// operator and CSRF token, DELETE /session signs out (the row is revoked, the cookie cleared).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_MESSAGES, AccountLockedSchema, ErrorBodySchema, SessionSchema, SignInBodySchema } from '@storefront/shared/schemas/admin';
import { ApiError } from '../../http/ApiError';
import { rateLimitConfig } from '../../http/rateLimit';
import { type AdminRouteOptions, actorOf, sessionOf } from '../adminContext';
import { writeAudit } from '../audit/auditLog';
import { requestOrigin } from '../http/requestOrigin';
import { clearedSessionCookie, sessionCookie } from './sessionCookie';
import { revokeSession } from './sessionStore';
import { sessionView } from './sessionView';
import { signIn } from './signIn';

/** "… until 14:32 UTC." */
const lockedMessage = (until: Date) => `${ADMIN_MESSAGES.accountLocked} until ${until.toISOString().slice(11, 16)} UTC.`;

const sessionRoutes: FastifyPluginAsyncTypebox<AdminRouteOptions> = async (app, { context }) => {
  app.post(
    '/session',
    {
      config: { adminAccess: 'public', ...rateLimitConfig(context.signInRateLimit) },
      schema: { body: SignInBodySchema, response: { 200: SessionSchema, 401: ErrorBodySchema, 423: AccountLockedSchema } },
    },
    async (request, reply) => {
      // A sign-in form posted from another site would sign the browser into our console (login CSRF): only a page of
      // this store, which browsers name in Origin, may sign in.
      if (requestOrigin(request, context.allowedOrigins) !== 'allowed') throw new ApiError(403, ADMIN_MESSAGES.foreignOrigin);
      const result = await signIn(
        app.db,
        {
          email: request.body.email,
          password: request.body.password,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
          now: context.now(),
        },
        (tx, operatorId, details) => app.orderMail.signInAlert(tx, operatorId, details),
      );
      if (result.kind === 'refused') throw new ApiError(401, ADMIN_MESSAGES.signInRefused);
      if (result.kind === 'locked') {
        return reply.code(423).send({ message: lockedMessage(result.lockedUntil), lockedUntil: result.lockedUntil.toISOString() });
      }
      reply.header('set-cookie', sessionCookie(result.token, context.secureCookie));
      return sessionView({ operator: result.operator, session: result.session });
    },
  );

  app.get('/session', { config: { adminAccess: 'session' }, schema: { response: { 200: SessionSchema } } }, async (request) => sessionView(sessionOf(request)));

  app.delete('/session', { config: { adminAccess: 'session' }, schema: { response: { 200: ErrorBodySchema } } }, async (request, reply) => {
    const { session } = sessionOf(request);
    await app.db.transaction(async (tx) => {
      await revokeSession(tx, session.id, context.now());
      await writeAudit(tx, actorOf(request), { action: 'session.sign-out', targetType: 'session', targetId: session.id });
    });
    reply.header('set-cookie', clearedSessionCookie(context.secureCookie));
    return { message: 'Signed out.' };
  });
};

export default sessionRoutes;
