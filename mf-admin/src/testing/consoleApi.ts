// The state the test handlers answer from, like the API's database for one test: who is signed in, the orders,
// products, messages … and every request the console sent. `resetConsoleApi()` starts each test afresh.
import type {
  AdminOrder,
  Composition,
  AdminProduct,
  AdminSession,
  AuditEntry,
  ContactMessage,
  OperatorAccount,
  PaymentIssue,
} from '@storefront/shared/schemas/admin';
import { adminOrder, adminProduct, auditEntries, composition, contactMessages, operatorAccounts, paymentIssues } from './fixtures';

export interface ConsoleApiState {
  session: AdminSession | null;
  orders: AdminOrder[];
  products: AdminProduct[];
  messages: ContactMessage[];
  issues: PaymentIssue[];
  operators: OperatorAccount[];
  audit: AuditEntry[];
  composition: Composition;
  /** Each request as `METHOD /path?query` with its CSRF header, in order. */
  requests: { call: string; csrf: string | null }[];
}

export const consoleApi: ConsoleApiState = {} as ConsoleApiState;

export function resetConsoleApi(): void {
  Object.assign(consoleApi, {
    session: null,
    orders: [
      adminOrder(),
      adminOrder({
        id: 'ord_PENDING1',
        status: 'pending',
        paidAt: null,
        customerName: 'Grace Hopper',
        customerEmail: 'grace@example.com',
        placedAt: '2026-11-24T10:00:00.000Z',
      }),
    ],
    products: [
      adminProduct(),
      adminProduct({ id: 12, title: 'Linen Shirt', categoryName: 'Clothing', prices: [], price: 29.99, storefrontUrl: '/product-detail/12' }),
    ],
    messages: contactMessages(),
    issues: paymentIssues(),
    operators: operatorAccounts(),
    audit: auditEntries(),
    composition: composition(),
    requests: [],
  });
}

resetConsoleApi();
