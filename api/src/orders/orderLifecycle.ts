// The moments in an order's life that other parts of the shop act on, each inside the database transaction that
// records it — so what they write (entitlements, queued e-mails) commits or rolls back with the order change itself.
// Fulfilment and mail register their parts at start; orders and payments call `app.orderLifecycle`.
import fp from 'fastify-plugin';
import type { Transaction } from '../db/types';

export interface OrderLifecyclePart {
  /** The order is placed for good: at insert for `no-payment`, once its payment page exists for a provider. */
  placed?(tx: Transaction, orderId: string): Promise<void>;
  /** The order was just marked paid. Runs once per order (the conditional update in payments/settlePayment.ts). */
  paid?(tx: Transaction, orderId: string): Promise<void>;
  /** The order was just marked refunded. Runs once per order. */
  refunded?(tx: Transaction, orderId: string): Promise<void>;
}

export type OrderMoment = keyof OrderLifecyclePart;

export interface OrderLifecycle {
  /** Adds a part; parts run in the order they were added. */
  add(part: OrderLifecyclePart): void;
  /** Runs every part's handler for the moment, inside `tx`. */
  run(moment: OrderMoment, tx: Transaction, orderId: string): Promise<void>;
}

export function createOrderLifecycle(): OrderLifecycle {
  const parts: OrderLifecyclePart[] = [];
  return {
    add(part) {
      parts.push(part);
    },
    async run(moment, tx, orderId) {
      for (const part of parts) await part[moment]?.(tx, orderId);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    orderLifecycle: OrderLifecycle;
  }
}

export default fp(
  async (app) => {
    app.decorate('orderLifecycle', createOrderLifecycle());
  },
  { name: 'order-lifecycle' },
);
