// The checkout team's public routes; the shell mounts each path listed for "checkout" in remotes.json.
import type { RemoteRouteDefinition } from '@storefront/shared';
import { EXPOSED_CONTRACT_VERSIONS } from '@storefront/shared/contracts';

export const routes: RemoteRouteDefinition[] = [
  {
    path: '/checkout',
    title: 'Checkout',
    description: 'Guest checkout: your details, shipping address and payment method.',
    load: () => import('../screens/checkout/CheckoutPage'),
  },
  {
    path: '/order-confirmation/:orderId',
    title: 'Order confirmation',
    description: 'Your order summary: customer, shipping address, items and payment.',
    load: () => import('../screens/order-confirmation/OrderConfirmationPage'),
  },
  {
    path: '/payment-confirmation',
    title: 'Payment result',
    description: 'The result of your payment and your order summary.',
    load: () => import('../screens/payment-confirmation/PaymentConfirmationPage'),
  },
];

/** The version of the routes contract this build implements; the shell refuses another major. */
export const contractVersion = EXPOSED_CONTRACT_VERSIONS.routes;
