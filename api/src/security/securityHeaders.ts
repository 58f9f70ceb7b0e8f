// The headers every response carries, pages, static files and JSON alike (helmet plus a Permissions-Policy); a page's
// Content-Security-Policy is per response and set where the page is made (pageHost/pageHandler.ts).
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** Features no page of the store uses: off, for the page and anything it might embed. */
export const PERMISSIONS_POLICY = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb']
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Shared with apiPlugin, whose own helmet adds the JSON-only policy; both must agree on the rest. */
export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // A remote's files and the media may be loaded by a shell on another origin (pageHostPlugin.ts).
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

const securityHeaders: FastifyPluginAsync = async (app) => {
  await app.register(helmet, HELMET_OPTIONS);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
};

export default fp(securityHeaders, { name: 'security-headers' });
