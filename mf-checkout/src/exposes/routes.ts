// The checkout team's public routes; the shell mounts each path listed for "checkout" in remotes.json.
import type { RemoteRouteDefinition } from '@storefront/shared';

export const routes: RemoteRouteDefinition[] = [
  { path: '/checkout', title: 'Checkout', load: () => import('../screens/checkout/CheckoutPage') },
  {
    path: '/order-confirmation/:orderId',
    title: 'Order confirmation',
    load: () => import('../screens/order-confirmation/OrderConfirmationPage'),
  },
  {
    path: '/payment-confirmation',
    title: 'Payment result',
    load: () => import('../screens/payment-confirmation/PaymentConfirmationPage'),
  },
];
