// The session as the console sees it (contract: SessionSchema): the operator, the CSRF token, when it ends.
import type { AdminSession, Operator } from '@storefront/shared/schemas/admin';
import type { OperatorRow } from '../adminTables';
import { type LiveSession, sessionEnd } from './sessionStore';

export const operatorView = (operator: OperatorRow): Operator => ({ id: operator.id, email: operator.email, role: operator.role });

export const sessionView = ({ operator, session }: LiveSession): AdminSession => ({
  operator: operatorView(operator),
  csrfToken: session.csrfToken,
  expiresAt: sessionEnd(session).toISOString(),
});
