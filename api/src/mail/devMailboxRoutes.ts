// GET /dev/mailbox (the kept messages) and GET /dev/mailbox/:id.eml (one of them, raw). Registered only outside
// production, and answered only to this machine: the messages carry every buyer's order links and license keys.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiError } from '../http/ApiError';
import { DEV_MAILBOX_PATH, DEV_MAILBOX_STYLE_HASH, devMailboxPage } from './devMailboxPage';
import { findDevMessage, newestDevMessages } from './devMailboxMessages';

const PAGE_SIZE = 100;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The connection's own address, never X-Forwarded-For (which anyone can send); a request relayed by a proxy on this
 * machine comes from loopback too, so one that says it was forwarded is refused as well.
 */
export const fromThisMachine = (request: FastifyRequest): boolean =>
  LOOPBACK.has(request.raw.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;

const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  // 404, as in production: nothing tells a visitor from elsewhere that the page exists.
  app.addHook('onRequest', async (request) => {
    if (!fromThisMachine(request)) throw new ApiError(404, 'Not found');
  });

  app.get(DEV_MAILBOX_PATH, async (_request, reply) => {
    const messages = await newestDevMessages(app.db, PAGE_SIZE);
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', `default-src 'none'; style-src ${DEV_MAILBOX_STYLE_HASH}; form-action 'none'; frame-ancestors 'none'; base-uri 'none'`)
      .type('text/html; charset=utf-8')
      .send(devMailboxPage(messages));
  });

  app.get<{ Params: { file: string } }>(`${DEV_MAILBOX_PATH}/:file`, async (request, reply) => {
    const match = /^(\d{1,15})\.eml$/.exec(request.params.file);
    const message = match ? await findDevMessage(app.db, Number(match[1])) : null;
    if (!message) throw new ApiError(404, 'No such message in the development mailbox');
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="message-${message.id}.eml"`)
      .type('message/rfc822')
      .send(message.raw);
  });
};

export default devMailboxRoutes;
