// A forgotten password: POST /forgot_password answers the same for any address (a link goes only to an account's);
// POST /reset_password spends the link once, sets the new password, spends the account's other reset links and
// ends every session of the account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCOUNT_MESSAGES } from '@storefront/shared/account';
import { AccountNoticeSchema, EmailOnlyBodySchema, ResetPasswordBodySchema } from '@storefront/shared/schemas';
import { hashPassword } from '../admin/session/passwords';
import { ApiError } from '../http/ApiError';
import { rateLimitConfig } from '../http/rateLimit';
import { clearedCustomerSessionCookie } from './customerSessionCookie';
import { sendAccountLink, spendAccountLink, spendAllLinks } from './accountTokens';
import { confirmAddress, customerPasswordProblem, findCustomer, findCustomerByEmail, setCustomerPassword } from './customerAccounts';
import { logCustomerEvent } from './customerEvents';
import { endAllCustomerSessions } from './customerSessions';
import type { AccountRouteOptions } from './sessionRoutes';

const passwordRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (app, { context, rateLimit }) => {
  const limited = { accountAccess: 'public' as const, ...rateLimitConfig(rateLimit) };

  app.post('/forgot_password', { config: limited, schema: { body: EmailOnlyBodySchema, response: { 202: AccountNoticeSchema } } }, async (request, reply) => {
    await app.db.transaction(async (tx) => {
      const customer = await findCustomerByEmail(tx, request.body.email);
      if (!customer) return;
      await sendAccountLink(tx, context, customer, 'reset-password');
      await logCustomerEvent(tx, customer.id, 'reset-requested', request.ip);
    });
    return reply.code(202).send({ success: true, message: ACCOUNT_MESSAGES.resetSent });
  });

  app.post(
    '/reset_password',
    { config: limited, schema: { body: ResetPasswordBodySchema, response: { 200: AccountNoticeSchema } } },
    async (request, reply) => {
      const problem = customerPasswordProblem(request.body.password);
      if (problem) throw new ApiError(400, problem);
      const passwordHash = await hashPassword(request.body.password);
      const now = context.now();
      const done = await app.db.transaction(async (tx) => {
        const link = await spendAccountLink(tx, context, request.body.token, 'reset-password');
        const customer = link && (await findCustomer(tx, link.customerId));
        if (!link || !customer) return false;
        await setCustomerPassword(tx, customer.id, passwordHash, now);
        // The link reached the address, which confirms it as a verification link would.
        if (customer.emailVerifiedAt === null) await confirmAddress(tx, customer, now);
        await spendAllLinks(tx, customer.id, 'reset-password', now);
        const endedSessions = await endAllCustomerSessions(tx, customer.id, now);
        await logCustomerEvent(tx, customer.id, 'password-reset', request.ip, { endedSessions });
        return true;
      });
      if (!done) throw new ApiError(400, ACCOUNT_MESSAGES.linkInvalid);
      reply.header('set-cookie', clearedCustomerSessionCookie(context.secureCookie));
      return { success: true, message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );
};

export default passwordRoutes;
