// The shopper's data is theirs (accountData.ts). POST /export answers, as a JSON download, everything the shop holds
// about the account. POST /delete, confirmed by the password, deletes the account: every session ends, and the log
// keeps that it happened (under the account's opaque id only). Both are written to the account's log.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCOUNT_MESSAGES } from '@storefront/shared/account';
import { AccountNoticeSchema, DeleteAccountBodySchema } from '@storefront/shared/schemas';
import { passwordMatches } from '../admin/session/passwords';
import { ApiError } from '../http/ApiError';
import { rateLimitConfig } from '../http/rateLimit';
import { customerSessionOf } from './accountAccess';
import { accountExport, deleteAccount } from './accountData';
import { logCustomerEvent } from './customerEvents';
import { clearedCustomerSessionCookie } from './customerSessionCookie';
import type { AccountRouteOptions } from './sessionRoutes';

const accountDataRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (app, { context, rateLimit }) => {
  app.post('/export', { config: rateLimitConfig(rateLimit) }, async (request, reply) => {
    const { customer } = customerSessionOf(request);
    const exported = await accountExport(app.db, customer, app.shoppers, app.config.publicBaseUrl, context.now());
    await logCustomerEvent(app.db, customer.id, 'exported', request.ip);
    reply.header('content-disposition', `attachment; filename="account-${customer.id}.json"`);
    reply.type('application/json; charset=utf-8');
    return JSON.stringify(exported, null, 2);
  });

  app.post(
    '/delete',
    { config: rateLimitConfig(rateLimit), schema: { body: DeleteAccountBodySchema, response: { 200: AccountNoticeSchema } } },
    async (request, reply) => {
      const { customer } = customerSessionOf(request);
      if (!(await passwordMatches(customer.passwordHash, request.body.password))) throw new ApiError(400, ACCOUNT_MESSAGES.passwordToDelete);
      await app.db.transaction(async (tx) => {
        const anonymisedOrders = await deleteAccount(tx, customer, app.shoppers, context.now());
        await logCustomerEvent(tx, null, 'deleted', request.ip, { account: customer.id, anonymisedOrders });
      });
      reply.header('set-cookie', clearedCustomerSessionCookie(context.secureCookie));
      app.shoppers.forgetBrowser(reply);
      return { success: true, message: ACCOUNT_MESSAGES.accountDeleted };
    },
  );
};

export default accountDataRoutes;
