// Everything under /api/v1/web: security headers, CORS for the configured storefront origins, and the
// catalogue, order and payment routes (verify_payment, the Paystack webhook, the sandbox payment page), contact
// messages, order tracking, the downloads of paid orders, and the shopper's record with its forms.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import catalogRoutes from './catalog/catalogRoutes';
import contactRoutes from './contact/contactRoutes';
import type { WriteRateLimit } from './http/rateLimit';
import downloadRoutes from './fulfilment/downloadRoutes';
import renewRoutes from './fulfilment/renewRoutes';
import orderRoutes from './orders/orderRoutes';
import { HELMET_OPTIONS } from './security/securityHeaders';
import paymentRoutes from './payments/paymentRoutes';
import paystackWebhookRoutes from './payments/paystackWebhookRoutes';
import sandboxRoutes from './payments/sandboxRoutes';
import shopperRoutes from './shopper/shopperRoutes';
import trackOrderRoutes from './tracking/trackOrderRoutes';

export const API_PREFIX = '/api/v1/web';

export interface ApiPluginOptions {
  corsOrigins: string[];
  rateLimit: WriteRateLimit;
}

const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (app, { corsOrigins, rateLimit }) => {
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
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key', 'X-Order-Email'],
    maxAge: 600,
  });
  await app.register(catalogRoutes);
  await app.register(shopperRoutes, { corsOrigins });
  await app.register(orderRoutes, { rateLimit });
  await app.register(paymentRoutes, { rateLimit });
  await app.register(paystackWebhookRoutes);
  // In production the sandbox's pages do not exist (paymentProviders.ts).
  if (app.payments.providers.hasSandbox) await app.register(sandboxRoutes, { rateLimit });
  await app.register(contactRoutes, { rateLimit });
  await app.register(trackOrderRoutes, { rateLimit });
  await app.register(downloadRoutes, { rateLimit });
  await app.register(renewRoutes, { rateLimit });
};

export default apiPlugin;
