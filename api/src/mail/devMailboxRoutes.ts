// GET /dev/mailbox (the kept messages) and GET /dev/mailbox/:id.eml (one of them, raw). Registered only outside
// production, where the shop's own mail would otherwise be readable by anyone.
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../http/ApiError';
import { DEV_MAILBOX_PATH, DEV_MAILBOX_STYLE_HASH, devMailboxPage } from './devMailboxPage';
import { devMailbox } from './mailTables';

const PAGE_SIZE = 100;

const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  app.get(DEV_MAILBOX_PATH, async (_request, reply) => {
    const messages = await app.db.select().from(devMailbox).orderBy(desc(devMailbox.id)).limit(PAGE_SIZE);
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', `default-src 'none'; style-src ${DEV_MAILBOX_STYLE_HASH}; form-action 'none'; frame-ancestors 'none'; base-uri 'none'`)
      .type('text/html; charset=utf-8')
      .send(devMailboxPage(messages));
  });

  app.get<{ Params: { file: string } }>(`${DEV_MAILBOX_PATH}/:file`, async (request, reply) => {
    const match = /^(\d{1,15})\.eml$/.exec(request.params.file);
    const [message] = match
      ? await app.db
          .select()
          .from(devMailbox)
          .where(eq(devMailbox.id, Number(match[1])))
      : [];
    if (!message) throw new ApiError(404, 'No such message in the development mailbox');
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="message-${message.id}.eml"`)
      .type('message/rfc822')
      .send(message.raw);
  });
};

export default devMailboxRoutes;
