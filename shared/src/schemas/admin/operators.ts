// Operator accounts (owners only): GET /operators, POST /operators/:id/revoke-sessions, POST /operators/:id/unlock.
// Accounts are created with `npm run operator:create`.
import { Type, type Static } from 'typebox';
import { Nullable, TimestampSchema } from './common';
import { OperatorSchema } from './session';

export const OperatorAccountSchema = Type.Object({
  ...OperatorSchema.properties,
  createdAt: TimestampSchema,
  lastSignInAt: Nullable(TimestampSchema),
  activeSessions: Type.Integer(),
  /** Set while the account is locked after too many wrong passwords. */
  lockedUntil: Nullable(TimestampSchema),
});
export type OperatorAccount = Static<typeof OperatorAccountSchema>;

export const OperatorListSchema = Type.Object({ items: Type.Array(OperatorAccountSchema) });
export type OperatorList = Static<typeof OperatorListSchema>;

export const OperatorIdParamsSchema = Type.Object({ id: Type.String({ maxLength: 100 }) });

export const OperatorActionResponseSchema = Type.Object({ message: Type.String(), operator: OperatorAccountSchema });
