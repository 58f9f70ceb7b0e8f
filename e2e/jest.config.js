// End-to-end journeys in Debian's Chromium against the composed store: this checkout's, built and started once for
// the run, or the running store E2E_BASE_URL names (see support/globalSetup.ts).
const path = require('node:path');

module.exports = {
  rootDir: __dirname,
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] },
  globalSetup: path.join(__dirname, 'support/globalSetup.ts'),
  globalTeardown: path.join(__dirname, 'support/globalTeardown.ts'),
  testTimeout: 60_000,
  maxWorkers: 1,
};
