// /api/v1/web/account: customer accounts (decision 0070). Every route's access (accountAccess.ts) is checked before
// its body is read; the links e-mailed to accounts are signed with a key kept in the database.
import type { FastifyPluginAsync } from 'fastify';
import type { WriteRateLimit } from '../http/rateLimit';
import { installAccountAccess } from './accountAccess';
import type { AccountContext } from './accountContext';
import { accountLinkSecret } from './accountSecret';
import accountDataRoutes from './accountDataRoutes';
import addressRoutes from './addressRoutes';
import orderHistoryRoutes from './orderHistoryRoutes';
import passwordRoutes from './passwordRoutes';
import profileRoutes from './profileRoutes';
import sessionRoutes from './sessionRoutes';

export interface AccountsPluginOptions {
  rateLimit: WriteRateLimit;
  secureCookie: boolean;
  now: () => Date;
  allowedOrigins: string[];
}

const accountsPlugin: FastifyPluginAsync<AccountsPluginOptions> = async (app, { rateLimit, secureCookie, now, allowedOrigins }) => {
  const context: AccountContext = {
    now,
    secureCookie,
    allowedOrigins,
    linkSecret: await accountLinkSecret(app.db),
    queueMail: (tx, customerId, kind, details) => app.orderMail.accountLink(tx, customerId, kind, details),
  };
  installAccountAccess(app, context);
  await app.register(sessionRoutes, { context, rateLimit });
  await app.register(passwordRoutes, { context, rateLimit });
  await app.register(profileRoutes, { context, rateLimit });
  await app.register(addressRoutes, { context, rateLimit });
  await app.register(orderHistoryRoutes, { context, rateLimit });
  await app.register(accountDataRoutes, { context, rateLimit });
};

export default accountsPlugin;
