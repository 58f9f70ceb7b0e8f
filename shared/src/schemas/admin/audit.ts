// The audit log (owners only): GET /audit. Every action an operator takes, with what it changed.
import { Type, type Static } from 'typebox';
import { AUDIT_ACTIONS } from '../../admin/constants';
import { Nullable, PagedSchema, PageQuerySchema, TimestampSchema } from './common';

export const AuditActionSchema = Type.Enum([...AUDIT_ACTIONS]);
export type AuditAction = Static<typeof AuditActionSchema>;

export const AuditQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  action: Type.Optional(AuditActionSchema),
  operatorId: Type.Optional(Type.String({ maxLength: 100 })),
  /** order, product, message, payment, operator — with targetId, everything done to one thing. */
  targetType: Type.Optional(Type.String({ maxLength: 50 })),
  targetId: Type.Optional(Type.String({ maxLength: 200 })),
});
export type AuditQuery = Static<typeof AuditQuerySchema>;

export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: TimestampSchema,
  /** Null for a refused sign-in with an unknown e-mail. */
  operatorId: Nullable(Type.String()),
  operatorEmail: Type.String(),
  action: AuditActionSchema,
  targetType: Type.String(),
  targetId: Type.String(),
  /** The changed fields as they were and as they became; null where nothing was changed (a resend). */
  before: Nullable(Type.Record(Type.String(), Type.Unknown())),
  after: Nullable(Type.Record(Type.String(), Type.Unknown())),
  ip: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

export const AuditListSchema = PagedSchema(AuditEntrySchema);
export type AuditList = Static<typeof AuditListSchema>;
