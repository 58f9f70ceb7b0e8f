// Answers of the admin API in the contract's shapes (shared/src/schemas/admin), for component tests.
import type {
  Composition,
  ReleaseHealthFigures,
  AdminOrder,
  AdminProduct,
  AdminSession,
  AuditEntry,
  ContactMessage,
  Dashboard,
  OperatorAccount,
  OperatorRole,
  PaymentIssue,
  Vitals,
} from '@storefront/shared/schemas/admin';

export const OWNER = { id: 'op_owner', email: 'owner@shop.example', role: 'owner' as const };
export const STAFF = { id: 'op_staff', email: 'staff@shop.example', role: 'staff' as const };

export const session = (role: OperatorRole = 'owner'): AdminSession => ({
  operator: role === 'owner' ? OWNER : STAFF,
  csrfToken: `csrf-${role}-7f3a`,
  expiresAt: '2026-11-25T20:00:00.000Z',
});

export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 'ord_7QX2KD9M',
    placedAt: '2026-11-25T09:14:00.000Z',
    status: 'paid',
    customerName: 'Ada Lovelace',
    customerEmail: 'ada@example.com',
    paymentMethod: 'paystack',
    currency: 'USD',
    total: 129.98,
    itemCount: 2,
    customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+1 202 555 0100' },
    address: { country: 'United States', state: 'District of Columbia', city: 'Washington', street: '1 Main St', postalCode: '20001' },
    notes: '',
    lines: [
      {
        lineNumber: 1,
        productId: 341,
        title: 'Midnight Pulse',
        licenseType: 'Premium',
        size: null,
        color: null,
        quantity: 1,
        unitPrice: 99.99,
        totalPrice: 99.99,
      },
      { lineNumber: 2, productId: 12, title: 'Linen Shirt', licenseType: null, size: 'M', color: 'Sand', quantity: 1, unitPrice: 29.99, totalPrice: 29.99 },
    ],
    totals: { subtotal: 129.98, tax: 0, discount: 0, total: 129.98 },
    paidAt: '2026-11-25T09:16:00.000Z',
    payments: [
      {
        provider: 'paystack',
        reference: 'ps_ref_81',
        amount: 129.98,
        currency: 'USD',
        status: 'success',
        createdAt: '2026-11-25T09:14:30.000Z',
        updatedAt: '2026-11-25T09:16:00.000Z',
        lastError: null,
      },
    ],
    entitlements: [
      {
        id: 'ent_1',
        lineNumber: 1,
        licenseType: 'Premium',
        licenseKey: '7KQ4-M2XD-9PTA-HC3W-R8NE',
        downloadsUsed: 1,
        downloadLimit: 5,
        linkExpiresAt: '2026-12-02T09:16:00.000Z',
        revokedAt: null,
      },
    ],
    emails: [
      { id: 1, kind: 'order-received', resent: false, queuedAt: '2026-11-25T09:14:00.000Z', sentAt: '2026-11-25T09:14:05.000Z', attempts: 1, lastError: null },
      { id: 2, kind: 'receipt', resent: false, queuedAt: '2026-11-25T09:16:00.000Z', sentAt: '2026-11-25T09:16:04.000Z', attempts: 1, lastError: null },
    ],
    refund: null,
    timeline: [
      { at: '2026-11-25T09:14:00.000Z', kind: 'placed', summary: 'Order placed by a***@example.com' },
      { at: '2026-11-25T09:16:00.000Z', kind: 'paid', summary: 'Paid through Paystack (ref ps_ref_81)' },
    ],
    providerRefundAvailable: true,
    ...overrides,
  };
}

export function adminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 341,
    title: 'Midnight Pulse',
    categoryName: 'Music',
    price: 29.99,
    inStock: true,
    available: 100,
    visible: true,
    thumbnailUrl: '/media/products/341/160.webp',
    description: 'A slow synth track for late drives.',
    prices: [
      { licenseType: 'Basic', usdAmount: 29.99, ngnAmount: 45000 },
      { licenseType: 'Premium', usdAmount: 99.99, ngnAmount: 150000 },
    ],
    imageUrl: '/media/products/341/800.webp',
    imageUploaded: false,
    storefrontUrl: '/product-detail/341',
    ...overrides,
  };
}

export const dashboard = (days: number): Dashboard => {
  const dates = Array.from({ length: days }, (_, i) => new Date(Date.UTC(2026, 10, 25 - (days - 1) + i)).toISOString().slice(0, 10));
  return {
    days: dates.map((date, i) => ({ date, orders: i % 3, paidOrders: i % 2, revenue: { USD: (i % 3) * 10, NGN: 0 } })),
    totals: { orders: days, paidOrders: Math.floor(days / 2), revenue: { USD: days * 10, NGN: 45000 } },
    topProducts: [{ productId: 341, title: 'Midnight Pulse', units: 9, revenue: { USD: 899.91, NGN: 0 } }],
    paymentsNeedingLook: 2,
    openMessages: 3,
  };
};

export const paymentIssues = (): PaymentIssue[] => [
  {
    id: 'payment:paystack:ps_ref_90',
    kind: 'amount-mismatch',
    provider: 'paystack',
    reference: 'ps_ref_90',
    orderId: 'ord_MISMATCH',
    orderStatus: 'pending',
    amount: 45,
    currency: 'USD',
    since: '2026-11-25T08:00:00.000Z',
    detail: 'Paystack reported 40.00 USD for an order of 45.00 USD',
    actions: ['reverify'],
  },
  {
    id: 'webhook:17',
    kind: 'unmatched-webhook',
    provider: 'paystack',
    reference: 'ps_ref_lost',
    orderId: null,
    orderStatus: null,
    amount: null,
    currency: null,
    since: '2026-11-24T22:10:00.000Z',
    detail: 'A charge.success webhook names a reference no order has',
    actions: ['handled'],
  },
];

export const contactMessages = (): ContactMessage[] => [
  {
    id: 5,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    message: 'My download link says it has been used up.',
    receivedAt: '2026-11-25T07:00:00.000Z',
    readAt: null,
    handledAt: null,
    handledBy: null,
  },
  {
    id: 4,
    name: 'Alan Turing',
    email: 'alan@example.com',
    message: 'Do you ship to the UK?',
    receivedAt: '2026-11-24T07:00:00.000Z',
    readAt: '2026-11-24T08:00:00.000Z',
    handledAt: null,
    handledBy: null,
  },
];

export const operatorAccounts = (): OperatorAccount[] => [
  { ...OWNER, createdAt: '2026-11-01T00:00:00.000Z', lastSignInAt: '2026-11-25T09:00:00.000Z', activeSessions: 1, lockedUntil: null },
  { ...STAFF, createdAt: '2026-11-02T00:00:00.000Z', lastSignInAt: null, activeSessions: 2, lockedUntil: '2026-11-25T10:15:00.000Z' },
];

export const auditEntries = (): AuditEntry[] => [
  {
    id: 2,
    at: '2026-11-25T09:30:00.000Z',
    operatorId: OWNER.id,
    operatorEmail: OWNER.email,
    action: 'product.update',
    targetType: 'product',
    targetId: '341',
    before: { price: 29.99 },
    after: { price: 24.99 },
    ip: '127.0.0.1',
  },
  {
    id: 1,
    at: '2026-11-25T09:00:00.000Z',
    operatorId: OWNER.id,
    operatorEmail: OWNER.email,
    action: 'session.sign-in',
    targetType: 'operator',
    targetId: OWNER.id,
    before: null,
    after: null,
    ip: '127.0.0.1',
  },
];

/** Page speed over `days`: a page within its budgets, one over its LCP budget, and the releases their readings came from. */
export const vitals = (days: number): Vitals => ({
  days,
  pages: [
    {
      route: '/',
      figures: [
        { metric: 'LCP', p75: 1832.5, samples: 40 },
        { metric: 'INP', p75: 96, samples: 31 },
        { metric: 'CLS', p75: 0.0312, samples: 40 },
        { metric: 'TTFB', p75: 181, samples: 40 },
      ],
    },
    {
      route: '/product-detail/:id',
      figures: [
        { metric: 'LCP', p75: 3104, samples: days },
        { metric: 'FirstTap', p75: 1722, samples: 1 },
      ],
    },
  ],
  releases: [
    { remote: 'catalog', release: '20261201T101500.000Z-0a1b2c3d', figures: [{ metric: 'LCP', p75: 2436, samples: 47 }] },
    { remote: 'shell', release: '', figures: [{ metric: 'INP', p75: 232, samples: 12 }] },
  ],
});

export const CART_LIVE = '20261201T100000.000Z-aaaaaaaa';
export const CART_CANARY = '20261202T100000.000Z-bbbbbbbb';
export const CART_EARLIER = '20261130T100000.000Z-99999999';

const releaseHealth = (release: string, views: number, failedViews: number, lcp: number | null): ReleaseHealthFigures => ({
  release,
  views,
  failedViews,
  errors: failedViews,
  errorRate: views ? failedViews / views : 0,
  errorKinds: failedViews ? { render: failedViews } : {},
  lcp,
  inp: lcp === null ? null : 88,
});

export const composition = (): Composition => ({
  autoAbort: { on: true, minViews: 200, marginPoints: 1 },
  remotes: [
    {
      remote: 'cart',
      live: CART_LIVE,
      canary: { release: CART_CANARY, percent: 10 },
      history: [CART_LIVE, CART_EARLIER],
      health: [releaseHealth(CART_CANARY, 42, 3, 2104), releaseHealth(CART_LIVE, 1200, 6, 1890), releaseHealth(CART_EARLIER, 0, 0, null)],
      aborted: [],
    },
    { remote: 'catalog', live: null, canary: null, history: [], health: [], aborted: [] },
  ],
});
