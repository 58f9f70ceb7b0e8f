// Builds the payment providers and the payment service once the database is open; decorates `app.payments`.
import fp from 'fastify-plugin';
import { type PaymentProvidersOptions, createPaymentProviders } from './paymentProviders';
import { type PaymentService, createPaymentService } from './paymentService';
import type { OrderPaidListener } from './settlePayment';

export interface PaymentsOptions extends PaymentProvidersOptions {
  /** Called once per order after its payment commits (tests count calls). */
  onOrderPaid?: OrderPaidListener;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService;
  }
}

export default fp<{ payments: PaymentsOptions }>(
  async (app, { payments }) => {
    const providers = createPaymentProviders(app.db, payments);
    app.decorate(
      'payments',
      createPaymentService(app.db, providers, app.log, payments.onOrderPaid, app.orderLifecycle, (provider, outcome) =>
        app.metrics.payments.inc({ provider, outcome }),
      ),
    );
  },
  { name: 'payments', dependencies: ['database', 'order-lifecycle', 'operations'] },
);
