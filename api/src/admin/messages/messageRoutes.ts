// The contact messages inbox: GET /messages (open, handled or all; the unread count over the whole inbox),
// POST /messages/:id/read (first opened) and POST /messages/:id/handled (or reopened with handled: false).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  type ContactMessage,
  ErrorBodySchema,
  MessageHandledBodySchema,
  MessageIdParamsSchema,
  MessageListQuerySchema,
  MessageListSchema,
  MessageResponseSchema,
} from '@storefront/shared/schemas/admin';
import { type ContactMessageRow, contactMessages } from '../../contact/contactMessagesTable';
import type { Transaction } from '../../db/types';
import { ApiError } from '../../http/ApiError';
import { type AdminRouteOptions, actorOf } from '../adminContext';
import { writeAudit } from '../audit/auditLog';
import { pageOf, paging } from '../http/paging';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const messageView = (row: ContactMessageRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  receivedAt: row.createdAt.toISOString(),
  readAt: iso(row.readAt),
  handledAt: iso(row.handledAt),
  handledBy: row.handledBy,
});

const STATUS_CONDITIONS = {
  open: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
  all: undefined,
} as const;

async function lockedMessage(tx: Transaction, id: number): Promise<ContactMessageRow> {
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  if (!row) throw new ApiError(404, 'Message not found');
  return row;
}

const messageRoutes: FastifyPluginAsyncTypebox<AdminRouteOptions> = async (app, { context }) => {
  const writeRoute = { config: { adminAccess: 'messages:write' as const } };
  const responses = { 200: MessageResponseSchema, 404: ErrorBodySchema };

  app.get(
    '/messages',
    { config: { adminAccess: 'messages:read' }, schema: { querystring: MessageListQuerySchema, response: { 200: MessageListSchema } } },
    async (request) => {
      const page = paging(request.query);
      const where = STATUS_CONDITIONS[request.query.status ?? 'open'];
      const [rows, [{ total }], [{ unread }]] = await Promise.all([
        app.db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(page.pageSize)
          .offset(page.offset),
        app.db.select({ total: count() }).from(contactMessages).where(where),
        app.db.select({ unread: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
      ]);
      return { ...pageOf(rows.map(messageView), page, total), unread };
    },
  );

  app.post('/messages/:id/read', { ...writeRoute, schema: { params: MessageIdParamsSchema, response: responses } }, async (request) => {
    const now = context.now();
    const row = await app.db.transaction(async (tx) => {
      const current = await lockedMessage(tx, request.params.id);
      if (current.readAt) return current;
      const [updated] = await tx.update(contactMessages).set({ readAt: now }).where(eq(contactMessages.id, current.id)).returning();
      await writeAudit(tx, actorOf(request), {
        action: 'message.read',
        targetType: 'message',
        targetId: String(current.id),
        before: { readAt: null },
        after: { readAt: now.toISOString() },
      });
      return updated;
    });
    return { message: 'Marked as read.', item: messageView(row) };
  });

  app.post(
    '/messages/:id/handled',
    { ...writeRoute, schema: { params: MessageIdParamsSchema, body: MessageHandledBodySchema, response: responses } },
    async (request) => {
      const { handled } = request.body;
      const now = context.now();
      const actor = actorOf(request);
      const row = await app.db.transaction(async (tx) => {
        const current = await lockedMessage(tx, request.params.id);
        if ((current.handledAt !== null) === handled) return current;
        const change = handled ? { handledAt: now, handledBy: actor.operatorEmail, readAt: current.readAt ?? now } : { handledAt: null, handledBy: null };
        const [updated] = await tx.update(contactMessages).set(change).where(eq(contactMessages.id, current.id)).returning();
        await writeAudit(tx, actor, {
          action: 'message.handled',
          targetType: 'message',
          targetId: String(current.id),
          before: { handledAt: iso(current.handledAt), handledBy: current.handledBy },
          after: { handledAt: iso(updated.handledAt), handledBy: updated.handledBy },
        });
        return updated;
      });
      return { message: handled ? 'Marked as handled.' : 'Reopened.', item: messageView(row) };
    },
  );
};

export default messageRoutes;
