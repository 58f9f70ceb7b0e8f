// The signed-in customer's orders, newest first, each as its owner sees it on the order page: status, lines, totals
// and, once paid, what it delivers (licence keys, download links, certificates). The account is the proof
// (orders/orderProof.ts), so the order page and "Get a new download link" work for these orders too.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountOrdersSchema } from '@storefront/shared/schemas';
import { listDeliveries } from '../fulfilment/deliveries';
import { customerOrderIds } from '../orders/customerOrders';
import { findOrder } from '../orders/orderRepository';
import { toOrderLookup } from '../orders/orderViews';
import { customerSessionOf } from './accountAccess';
import type { AccountRouteOptions } from './sessionRoutes';

/** The most orders one answer carries. */
export const ACCOUNT_ORDERS_SHOWN = 50;

const orderHistoryRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (app) => {
  app.get('/orders', { schema: { response: { 200: AccountOrdersSchema } } }, async (request) => {
    const customerId = customerSessionOf(request).customer.id;
    const answer = [];
    for (const id of await customerOrderIds(app.db, customerId, ACCOUNT_ORDERS_SHOWN)) {
      const stored = await findOrder(app.db, id);
      if (!stored) continue;
      answer.push({ ...toOrderLookup(stored), access: 'owner' as const, deliveries: await listDeliveries(app.db, id, app.config.publicBaseUrl) });
    }
    return { orders: answer };
  });
};

export default orderHistoryRoutes;
