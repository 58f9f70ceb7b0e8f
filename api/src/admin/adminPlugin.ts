// Everything under /api/v1/admin, the operator console's API (contract: shared/src/schemas/admin): the same
// security headers as /api/v1/web, no CORS (the console is served by this store, same origin only), sessions, CSRF
// tokens and roles checked before any body is read (adminAccess.ts), and one plugin per group of routes.
import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import { HELMET_OPTIONS } from '../security/securityHeaders';
import type { AdminContext } from './adminContext';
import { installAdminAccess } from './adminAccess';
import { coerceNumericParameters } from './http/numericParameters';
import { refuseNulCharacters } from './http/storableText';
import sessionRoutes from './session/sessionRoutes';

export interface AdminPluginOptions {
  context: AdminContext;
}

const adminPlugin: FastifyPluginAsync<AdminPluginOptions> = async (app, { context }) => {
  await app.register(helmet, {
    ...HELMET_OPTIONS,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  installAdminAccess(app, context);
  app.addHook('preValidation', coerceNumericParameters);
  app.addHook('preHandler', refuseNulCharacters);

  const routes = { context };
  await app.register(sessionRoutes, routes);
};

export default adminPlugin;
