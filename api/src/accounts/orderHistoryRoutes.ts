// The signed-in customer's orders, newest first, each as its owner sees it on the order page: status, lines, totals
// and, once paid, what it delivers (licence keys, download links, certificates). The account is the proof
// (orders/orderProof.ts), so the order page and "Get a new download link" work for these orders too.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc, eq } from 'drizzle-orm';
import { AccountOrdersSchema } from '@storefront/shared/schemas';
import { orders } from '../db/schema';
import { listDeliveries } from '../fulfilment/deliveries';
import { findOrder } from '../orders/orderRepository';
import { toOrderLookup } from '../orders/orderViews';
import { customerSessionOf } from './accountAccess';
import type { AccountRouteOptions } from './sessionRoutes';

/** The most orders one answer carries. */
export const ACCOUNT_ORDERS_SHOWN = 50;

const orderHistoryRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (app) => {
  app.get('/orders', { schema: { response: { 200: AccountOrdersSchema } } }, async (request) => {
    const customerId = customerSessionOf(request).customer.id;
    const rows = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.createdAt))
      .limit(ACCOUNT_ORDERS_SHOWN);
    const answer = [];
    for (const { id } of rows) {
      const stored = await findOrder(app.db, id);
      if (!stored) continue;
      answer.push({ ...toOrderLookup(stored), access: 'owner' as const, deliveries: await listDeliveries(app.db, id, app.config.publicBaseUrl) });
    }
    return { orders: answer };
  });
};

export default orderHistoryRoutes;
