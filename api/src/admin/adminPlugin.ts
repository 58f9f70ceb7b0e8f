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
import auditRoutes from './audit/auditRoutes';
import consoleCatalogRoutes from './catalog/consoleCatalogRoutes';
import productImageRoutes from './catalog/productImageRoutes';
import dashboardRoutes from './dashboard/dashboardRoutes';
import messageRoutes from './messages/messageRoutes';
import operatorRoutes from './operators/operatorRoutes';
import consoleOrderRoutes from './orders/consoleOrderRoutes';
import consolePaymentRoutes from './payments/consolePaymentRoutes';
import sessionRoutes from './session/sessionRoutes';
import vitalsRoutes from './vitals/vitalsRoutes';
import compositionRoutes, { type CompositionRouteOptions } from './releases/compositionRoutes';

export interface AdminPluginOptions {
  context: AdminContext;
  /** The release store and the composition, for the composition page; null when the store serves no releases. */
  releases?: CompositionRouteOptions['releases'];
}

const adminPlugin: FastifyPluginAsync<AdminPluginOptions> = async (app, { context, releases = null }) => {
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
  await app.register(consoleOrderRoutes, routes);
  await app.register(consolePaymentRoutes, routes);
  await app.register(consoleCatalogRoutes, routes);
  await app.register(productImageRoutes, routes);
  await app.register(messageRoutes, routes);
  await app.register(dashboardRoutes, routes);
  await app.register(auditRoutes, routes);
  await app.register(operatorRoutes, routes);
  await app.register(vitalsRoutes, routes);
  await app.register(compositionRoutes, { ...routes, releases });
};

export default adminPlugin;
