// Every console screen as its own chunk, fetched when the operator first opens it: the dashboard's chart library
// comes with the dashboard only, and nothing of the console reaches a shopper's page.
import { lazy } from 'react';

export const DashboardPage = lazy(() => import('../screens/dashboard/DashboardPage'));
export const SpeedPage = lazy(() => import('../screens/speed/SpeedPage'));
export const CompositionPage = lazy(() => import('../screens/composition/CompositionPage'));
export const OrdersPage = lazy(() => import('../screens/orders/OrdersPage'));
export const OrderPage = lazy(() => import('../screens/order/OrderPage'));
export const PaymentsPage = lazy(() => import('../screens/payments/PaymentsPage'));
export const ProductsPage = lazy(() => import('../screens/products/ProductsPage'));
export const ProductPage = lazy(() => import('../screens/product/ProductPage'));
export const MessagesPage = lazy(() => import('../screens/messages/MessagesPage'));
export const AuditPage = lazy(() => import('../screens/audit/AuditPage'));
export const OperatorsPage = lazy(() => import('../screens/operators/OperatorsPage'));
