// The contact messages inbox: GET /messages, POST /messages/:id/read, POST /messages/:id/handled.
import { Type, type Static } from 'typebox';
import { Nullable, PagedSchema, PageQuerySchema, strict, TimestampSchema } from './common';

export const MessageListQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  /** open (the default): not handled yet; handled; all. */
  status: Type.Optional(Type.Enum(['open', 'handled', 'all'])),
});
export type MessageListQuery = Static<typeof MessageListQuerySchema>;

export const ContactMessageSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  message: Type.String(),
  receivedAt: TimestampSchema,
  readAt: Nullable(TimestampSchema),
  handledAt: Nullable(TimestampSchema),
  handledBy: Nullable(Type.String()),
});
export type ContactMessage = Static<typeof ContactMessageSchema>;

export const MessageListSchema = Type.Object({
  ...PagedSchema(ContactMessageSchema).properties,
  /** Messages nobody has opened yet, over the whole inbox. */
  unread: Type.Integer(),
});
export type MessageList = Static<typeof MessageListSchema>;

export const MessageIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** `handled: false` reopens a message handled by mistake. */
export const MessageHandledBodySchema = Type.Object({ handled: Type.Boolean() }, strict);

/** POST /messages/:id/read and /handled: the message as it is now. */
export const MessageResponseSchema = Type.Object({ message: Type.String(), item: ContactMessageSchema });
