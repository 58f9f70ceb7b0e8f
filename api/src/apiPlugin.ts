// Everything under /api/v1/web: security headers, CORS for the configured storefront origins, and the
// catalogue, order and payment routes (verify_payment, the Paystack webhook, the sandbox payment page), contact
// messages, order tracking, the downloads of paid orders, the pages' speed beacon, and the shopper's record with its
// forms, and customer accounts.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import accountsPlugin from './accounts/accountsPlugin';
import catalogRoutes from './catalog/catalogRoutes';
import contactRoutes from './contact/contactRoutes';
import type { WriteRateLimit } from './http/rateLimit';
import downloadRoutes from './fulfilment/downloadRoutes';
import renewRoutes from './fulfilment/renewRoutes';
import { requireOrderProof } from './orders/orderProof';
import orderRoutes from './orders/orderRoutes';
import { HELMET_OPTIONS } from './security/securityHeaders';
import paymentRoutes from './payments/paymentRoutes';
import paystackWebhookRoutes from './payments/paystackWebhookRoutes';
import sandboxRoutes from './payments/sandboxRoutes';
import shopperRoutes from './shopper/shopperRoutes';
import trackOrderRoutes from './tracking/trackOrderRoutes';
import type { LiveRemotesSource } from './pageHost/liveRemotesSource';
import beaconRoutes from './vitals/beaconRoutes';
import type { VitalsOptions } from './vitals/vitalsOptions';
import type { CanaryCheck } from './health/canaryWatch';

export const API_PREFIX = '/api/v1/web';

export interface ApiPluginOptions {
  corsOrigins: string[];
  rateLimit: WriteRateLimit;
  vitals: VitalsOptions;
  /** The composition pages are served with, which beacons must name; null when this server serves no pages. */
  liveRemotes: LiveRemotesSource | null;
  /** Judges a running canary once a beacon counted its health (health/canaryWatch.ts); null: no automatic abort. */
  canaryCheck?: CanaryCheck | null;
  /** Customer accounts: the production cookie and the clock (tests move it). */
  accounts: { secureCookie: boolean; now: () => Date; allowedOrigins: string[] };
}

const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (app, { corsOrigins, rateLimit, vitals, liveRemotes, canaryCheck, accounts }) => {
  await app.register(helmet, {
    ...HELMET_OPTIONS,
    // JSON is read through CORS, never embedded by another origin.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // JSON only: nothing here may be rendered as a document or framed.
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  // Same-origin requests need no CORS headers; other origins get them only when listed.
  await app.register(cors, {
    origin: corsOrigins.length > 0 ? corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key', 'X-Order-Access', 'X-CSRF-Token'],
    maxAge: 600,
  });
  // The one gate of the routes that show nothing of an order without its proof (route config `orderProof`); routes
  // that answer a masked order without it ask provesOrder themselves. apiRoutesProof.test.ts holds every route to it.
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.orderProof !== 'required') return;
    const params = request.params as { orderId?: unknown };
    const body = request.body as { orderId?: unknown } | undefined;
    const orderId = typeof params?.orderId === 'string' ? params.orderId : typeof body?.orderId === 'string' ? body.orderId : '';
    await requireOrderProof(app.db, request, orderId);
  });
  await app.register(catalogRoutes);
  await app.register(shopperRoutes, { corsOrigins, rateLimit });
  await app.register(orderRoutes, { rateLimit });
  await app.register(paymentRoutes, { rateLimit });
  await app.register(paystackWebhookRoutes);
  // In production the sandbox's pages do not exist (paymentProviders.ts).
  if (app.payments.providers.hasSandbox) await app.register(sandboxRoutes, { rateLimit });
  await app.register(contactRoutes, { rateLimit });
  await app.register(trackOrderRoutes, { rateLimit });
  await app.register(downloadRoutes, { rateLimit });
  await app.register(renewRoutes, { rateLimit });
  await app.register(beaconRoutes, { ...vitals, liveRemotes, canaryCheck });
  await app.register(accountsPlugin, { prefix: '/account', rateLimit, ...accounts });
};

export default apiPlugin;
