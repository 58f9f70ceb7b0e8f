// End-to-end journeys in Debian's Chromium against the composed store: this checkout's, built and started once for
// the run, or the running store E2E_BASE_URL names (see support/jest/globalSetup.ts).
const path = require('node:path');

// Journeys already moved to @playwright/test (e2e/playwright.config.ts); Jest runs the others until all have moved.
const ON_PLAYWRIGHT = [
  'slice',
  'cart',
  'fulfilment',
  'checkout',
  'payments',
  'variants',
  'cartLimits',
  'wishlist',
  'catalog',
  'home',
  'accessibility',
  'contentSecurityPolicy',
  'layout',
  'content',
  'metadata',
  'currency',
  'honestPages',
  'productPage',
  'phone',
  'keyboard',
  'shell',
  'serverRendering',
  'slowNetwork',
  'remote-offline',
  'remote-failures',
  'remote-overrides',
  'contentSecurityPolicyOrigins',
  'releases',
  'contract',
];

module.exports = {
  rootDir: __dirname,
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...ON_PLAYWRIGHT.map((name) => `/${name}\\.e2e\\.ts$`)],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] },
  globalSetup: path.join(__dirname, 'support/jest/globalSetup.ts'),
  globalTeardown: path.join(__dirname, 'support/jest/globalTeardown.ts'),
  testTimeout: 60_000,
  maxWorkers: 1,
};
