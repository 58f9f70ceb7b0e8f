// Operators, their sign-in and their session: POST/GET/DELETE /api/v1/admin/session.
import { Type, type Static } from 'typebox';
import { strict, TimestampSchema } from './common';

/** owner: everything; staff: everything but refunds, the audit log and operator accounts (ADMIN_PERMISSIONS). */
export const OperatorRoleSchema = Type.Enum(['owner', 'staff']);
export type OperatorRole = Static<typeof OperatorRoleSchema>;

export const OperatorSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  role: OperatorRoleSchema,
});
export type Operator = Static<typeof OperatorSchema>;

export const SignInBodySchema = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  strict,
);
export type SignInBody = Static<typeof SignInBodySchema>;

/**
 * The signed-in operator and the CSRF token every state-changing call must send back in the `X-CSRF-Token` header.
 * The session itself travels only in the HttpOnly cookie.
 */
export const SessionSchema = Type.Object({
  operator: OperatorSchema,
  csrfToken: Type.String(),
  expiresAt: TimestampSchema,
});
export type AdminSession = Static<typeof SessionSchema>;

/** 423 from POST /session while the account is locked after too many wrong passwords. */
export const AccountLockedSchema = Type.Object({ message: Type.String(), lockedUntil: TimestampSchema });
export type AccountLocked = Static<typeof AccountLockedSchema>;
