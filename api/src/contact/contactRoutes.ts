// POST /contact_messages: stores a contact message when the storefront has no e-mail sending service configured.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type WriteRateLimit, rateLimitConfig } from '../http/rateLimit';
import { storeContactMessage } from './contactMessages';
import { CONTACT_MESSAGE_STORED, ContactMessageBodySchema, ContactMessageResponseSchema } from '@storefront/shared/schemas';

const contactRoutes: FastifyPluginAsyncTypebox<{ rateLimit: WriteRateLimit }> = async (app, { rateLimit }) => {
  app.post(
    '/contact_messages',
    {
      config: rateLimitConfig(rateLimit),
      schema: {
        body: ContactMessageBodySchema,
        response: { 201: ContactMessageResponseSchema },
      },
    },
    async (request, reply) => {
      await storeContactMessage(app.db, request.body);
      return reply.code(201).send({ success: true, message: CONTACT_MESSAGE_STORED });
    },
  );
};

export default contactRoutes;
