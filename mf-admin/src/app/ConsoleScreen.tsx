// The screen for the console address the browser is at.
import { useLocation } from 'react-router-dom';
import { AdminNotFound } from '../screens/not-found/AdminNotFound';
import { consolePageAt } from './consolePages';
import {
  AuditPage,
  CompositionPage,
  DashboardPage,
  MessagesPage,
  OperatorsPage,
  OrderPage,
  OrdersPage,
  PaymentsPage,
  ProductPage,
  ProductsPage,
  SpeedPage,
} from './screens';

export function ConsoleScreen() {
  const found = consolePageAt(useLocation().pathname);
  switch (found?.page) {
    case 'dashboard':
      return <DashboardPage />;
    case 'speed':
      return <SpeedPage />;
    case 'composition':
      return <CompositionPage />;
    case 'orders':
      return <OrdersPage />;
    case 'order':
      return <OrderPage key={found.id} id={found.id} />;
    case 'payments':
      return <PaymentsPage />;
    case 'products':
      return <ProductsPage />;
    case 'product':
      return <ProductPage key={found.id} id={found.id} />;
    case 'messages':
      return <MessagesPage />;
    case 'audit':
      return <AuditPage />;
    case 'operators':
      return <OperatorsPage />;
    default:
      return <AdminNotFound />;
  }
}
