// Signing up, confirming the address, signing in and out, and the session the pages read (GET /account/session
// answers nulls when signed out, so a page never logs an error for a visitor without an account).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ACCOUNT_MESSAGES } from '@storefront/shared/account';
import {
  AccountLockedBodySchema,
  AccountNoticeSchema,
  CustomerSessionSchema,
  CustomerSignInBodySchema,
  SignUpBodySchema,
  VerifyEmailBodySchema,
} from '@storefront/shared/schemas';
import { checkAgainstDecoy, hashPassword } from '../admin/session/passwords';
import { ApiError } from '../http/ApiError';
import { type WriteRateLimit, rateLimitConfig } from '../http/rateLimit';
import { customerSessionOf, sessionFromCookie } from './accountAccess';
import type { AccountContext } from './accountContext';
import { sendAccountLink, spendAccountLink } from './accountTokens';
import { confirmAddress, customerPasswordProblem, findCustomer, findCustomerByEmail, insertCustomer } from './customerAccounts';
import { logCustomerEvent } from './customerEvents';
import { clearedCustomerSessionCookie, customerSessionCookie } from './customerSessionCookie';
import { REMEMBERED_DAYS, endCustomerSession } from './customerSessions';
import { takeOverShopperRecord } from './accountShopperRecord';
import { customerView } from './customerView';
import { signInCustomer } from './signInCustomer';

export interface AccountRouteOptions {
  context: AccountContext;
  rateLimit: WriteRateLimit;
}

const sessionRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (app, { context, rateLimit }) => {
  const limited = { accountAccess: 'public' as const, ...rateLimitConfig(rateLimit) };

  app.post('/sign_up', { config: limited, schema: { body: SignUpBodySchema, response: { 202: AccountNoticeSchema } } }, async (request, reply) => {
    const { firstName, lastName, email, password } = request.body;
    const problem = customerPasswordProblem(password);
    if (problem) throw new ApiError(400, problem);
    // A new account and a used address get the same answer after the same work (one argon2id hash); the address's
    // holder gets an e-mail either way: a link to confirm it, or, already confirmed, a link to choose a new password.
    const passwordHash = await hashPassword(password);
    await app.db.transaction(async (tx) => {
      const created = await insertCustomer(tx, { email, passwordHash, firstName, lastName });
      if (created) {
        await sendAccountLink(tx, context, created, 'verify-email');
        await logCustomerEvent(tx, created.id, 'signed-up', request.ip);
        return;
      }
      const existing = await findCustomerByEmail(tx, email);
      if (!existing) return;
      await sendAccountLink(tx, context, existing, existing.emailVerifiedAt === null ? 'verify-email' : 'reset-password', 'sign-up-repeated');
      await logCustomerEvent(tx, existing.id, 'sign-up-repeated', request.ip);
    });
    return reply.code(202).send({ success: true, message: ACCOUNT_MESSAGES.signedUp });
  });

  app.post('/verify_email', { config: limited, schema: { body: VerifyEmailBodySchema, response: { 200: AccountNoticeSchema } } }, async (request) => {
    const confirmed = await app.db.transaction(async (tx) => {
      const link = await spendAccountLink(tx, context, request.body.token, 'verify-email');
      const customer = link && (await findCustomer(tx, link.customerId));
      // A link for an address the account no longer has confirms nothing.
      if (!link || !customer || customer.email.toLowerCase() !== link.email.toLowerCase()) return false;
      const joinedOrders = await confirmAddress(tx, customer, context.now());
      await logCustomerEvent(tx, customer.id, 'email-verified', request.ip, { joinedOrders });
      return true;
    });
    if (!confirmed) throw new ApiError(400, ACCOUNT_MESSAGES.linkInvalid);
    return { success: true, message: ACCOUNT_MESSAGES.verified };
  });

  app.post(
    '/sign_in',
    { config: limited, schema: { body: CustomerSignInBodySchema, response: { 200: CustomerSessionSchema, 423: AccountLockedBodySchema } } },
    async (request, reply) => {
      const result = await signInCustomer(app.db, {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        now: context.now(),
      });
      if (result.kind === 'refused') throw new ApiError(401, ACCOUNT_MESSAGES.signInRefused);
      if (result.kind === 'locked') return reply.code(423).send({ message: ACCOUNT_MESSAGES.signInLocked, lockedUntil: result.lockedUntil.toISOString() });
      if (result.kind === 'unverified') {
        // Only someone who knows the password learns that the address is unconfirmed.
        await app.db.transaction((tx) => sendAccountLink(tx, context, result.customer, 'verify-email'));
        throw new ApiError(403, ACCOUNT_MESSAGES.notVerified);
      }
      const maxAge = result.session.persistent ? REMEMBERED_DAYS * 86_400 : null;
      reply.header('set-cookie', customerSessionCookie(result.token, context.secureCookie, maxAge));
      await takeOverShopperRecord(app, request, reply, result.customer);
      return { customer: customerView(result.customer), csrfToken: result.session.csrfToken };
    },
  );

  app.get('/session', { config: { accountAccess: 'public' }, schema: { response: { 200: CustomerSessionSchema } } }, async (request) => {
    const found = await sessionFromCookie(app, context, request);
    return found ? { customer: customerView(found.customer), csrfToken: found.session.csrfToken } : { customer: null, csrfToken: null };
  });

  app.post('/sign_out', { schema: { response: { 200: AccountNoticeSchema } } }, async (request, reply) => {
    const { session, customer } = customerSessionOf(request);
    await app.db.transaction(async (tx) => {
      await endCustomerSession(tx, session.id, context.now());
      await logCustomerEvent(tx, customer.id, 'signed-out', request.ip);
    });
    reply.header('set-cookie', clearedCustomerSessionCookie(context.secureCookie));
    // The cart and lists stay with the account; this browser starts afresh.
    app.shoppers.forgetBrowser(reply);
    return { success: true, message: ACCOUNT_MESSAGES.signedOut };
  });

  // Keeps the decoy hash warm so the first unknown-address sign-in costs what the others do.
  app.addHook('onReady', async () => checkAgainstDecoy('warm-up'));
};

export default sessionRoutes;
