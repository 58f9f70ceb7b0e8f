// The signed-in customer's details and password. The e-mail address is not changed here (it names the account and
// its orders; a new address would need confirming first). A new password needs the current one, and ends the
// account's other sessions.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCOUNT_MESSAGES } from '@storefront/shared/account';
import { AccountDetailsBodySchema, AccountNoticeSchema, ChangePasswordBodySchema, CustomerSchema } from '@storefront/shared/schemas';
import { hashPassword, passwordMatches } from '../admin/session/passwords';
import { ApiError } from '../http/ApiError';
import { rateLimitConfig } from '../http/rateLimit';
import { customerSessionOf } from './accountAccess';
import { changeCustomerDetails, customerPasswordProblem, setCustomerPassword } from './customerAccounts';
import { logCustomerEvent } from './customerEvents';
import { endOtherCustomerSessions } from './customerSessions';
import { customerView } from './customerView';
import type { AccountRouteOptions } from './sessionRoutes';

const profileRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (app, { context, rateLimit }) => {
  app.post('/details', { schema: { body: AccountDetailsBodySchema, response: { 200: CustomerSchema } } }, async (request) => {
    const { customer } = customerSessionOf(request);
    const change = {
      firstName: request.body.firstName.trim(),
      lastName: request.body.lastName.trim(),
      phone: request.body.phone.trim(),
      country: request.body.country.trim(),
    };
    const updated = await app.db.transaction(async (tx) => {
      const row = await changeCustomerDetails(tx, customer.id, change, context.now());
      await logCustomerEvent(tx, customer.id, 'details-changed', request.ip, { fields: Object.keys(change) });
      return row;
    });
    return customerView(updated);
  });

  app.post(
    '/password',
    { config: rateLimitConfig(rateLimit), schema: { body: ChangePasswordBodySchema, response: { 200: AccountNoticeSchema } } },
    async (request) => {
      const { customer, session } = customerSessionOf(request);
      if (!(await passwordMatches(customer.passwordHash, request.body.currentPassword))) throw new ApiError(400, ACCOUNT_MESSAGES.currentPasswordWrong);
      const problem = customerPasswordProblem(request.body.newPassword);
      if (problem) throw new ApiError(400, problem);
      const passwordHash = await hashPassword(request.body.newPassword);
      const now = context.now();
      await app.db.transaction(async (tx) => {
        await setCustomerPassword(tx, customer.id, passwordHash, now);
        const endedSessions = await endOtherCustomerSessions(tx, customer.id, session.id, now);
        await logCustomerEvent(tx, customer.id, 'password-changed', request.ip, { endedSessions });
      });
      return { success: true, message: ACCOUNT_MESSAGES.passwordUpdated };
    },
  );
};

export default profileRoutes;
