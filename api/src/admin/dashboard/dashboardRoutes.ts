// GET /dashboard?days=7|30|90 (default 30): orders and revenue per UTC day, totals, top products, and how many
// payments and messages wait for an operator.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { count, isNull } from 'drizzle-orm';
import { DashboardQuerySchema, DashboardSchema } from '@storefront/shared/schemas/admin';
import { contactMessages } from '../../contact/contactMessagesTable';
import type { AdminRouteOptions } from '../adminContext';
import { paymentIssues } from '../payments/paymentIssues';
import { dashboardFigures } from './dashboardFigures';

const dashboardRoutes: FastifyPluginAsyncTypebox<AdminRouteOptions> = async (app, { context }) => {
  app.get(
    '/dashboard',
    { config: { adminAccess: 'dashboard:read' }, schema: { querystring: DashboardQuerySchema, response: { 200: DashboardSchema } } },
    async (request) => {
      const now = context.now();
      const [figures, issues, [{ open }]] = await Promise.all([
        dashboardFigures(app.db, now, request.query.days ?? 30),
        paymentIssues(app.db, now),
        app.db.select({ open: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
      ]);
      return { ...figures, paymentsNeedingLook: issues.length, openMessages: open };
    },
  );
};

export default dashboardRoutes;
