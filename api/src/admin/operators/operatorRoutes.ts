// Operator accounts (owners): GET /operators, POST /operators/:id/revoke-sessions (signs the operator out
// everywhere), POST /operators/:id/unlock (ends a lock after too many wrong passwords). Accounts are created with
// `npm run operator:create`.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { ErrorBodySchema, OperatorActionResponseSchema, OperatorIdParamsSchema, OperatorListSchema } from '@storefront/shared/schemas/admin';
import type { Transaction } from '../../db/types';
import { ApiError } from '../../http/ApiError';
import { type AdminRouteOptions, actorOf } from '../adminContext';
import { type OperatorRow, operators, signInFailures } from '../adminTables';
import { writeAudit } from '../audit/auditLog';
import { revokeOperatorSessions } from '../session/sessionStore';
import { listAccounts } from './operatorAccounts';

async function lockedOperator(tx: Transaction, id: string): Promise<OperatorRow> {
  const [row] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
  if (!row) throw new ApiError(404, 'Operator not found');
  return row;
}

const operatorRoutes: FastifyPluginAsyncTypebox<AdminRouteOptions> = async (app, { context }) => {
  const manage = { config: { adminAccess: 'operators:manage' as const } };
  const action = { ...manage, schema: { params: OperatorIdParamsSchema, response: { 200: OperatorActionResponseSchema, 404: ErrorBodySchema } } };
  const account = async (id: string) => (await listAccounts(app.db, context.now(), id))[0];

  app.get('/operators', { ...manage, schema: { response: { 200: OperatorListSchema } } }, async () => ({ items: await listAccounts(app.db, context.now()) }));

  app.post('/operators/:id/revoke-sessions', action, async (request) => {
    const now = context.now();
    const revoked = await app.db.transaction(async (tx) => {
      const operator = await lockedOperator(tx, request.params.id);
      const ended = await revokeOperatorSessions(tx, operator.id, now);
      await writeAudit(tx, actorOf(request), {
        action: 'operator.revoke-sessions',
        targetType: 'operator',
        targetId: operator.id,
        before: { activeSessions: ended },
        after: { activeSessions: 0 },
      });
      return ended;
    });
    return { message: `${revoked} session${revoked === 1 ? '' : 's'} ended.`, operator: await account(request.params.id) };
  });

  app.post('/operators/:id/unlock', action, async (request) => {
    await app.db.transaction(async (tx) => {
      const operator = await lockedOperator(tx, request.params.id);
      await tx.update(operators).set({ failedSignIns: 0, lockedUntil: null }).where(eq(operators.id, operator.id));
      // Every client address's lock on the account's address ends too.
      await tx.delete(signInFailures).where(eq(signInFailures.email, operator.email.toLowerCase()));
      await writeAudit(tx, actorOf(request), {
        action: 'operator.unlock',
        targetType: 'operator',
        targetId: operator.id,
        before: { lockedUntil: operator.lockedUntil ? operator.lockedUntil.toISOString() : null, failedSignIns: operator.failedSignIns },
        after: { lockedUntil: null, failedSignIns: 0 },
      });
    });
    return { message: 'Unlocked: the operator can sign in again.', operator: await account(request.params.id) };
  });
};

export default operatorRoutes;
