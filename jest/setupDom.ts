// Shared setup for every jsdom test (after jest/jsdomGlobals.ts): DOM matchers, the API answered by MSW, and no
// console.error or console.warn that a test did not announce.
import '@testing-library/jest-dom';
import { failOnConsole } from '@storefront/shared/src/testing/consoleGuard';
import { server } from '@storefront/shared/src/testing/server';

// Unmount what the test rendered before the console check, so what effects log while unmounting counts for this test.
// Testing Library's own cleanup would run after the check; it is taken only where the test file loaded it (its
// beforeAll marks the React act environment), so a test of a reducer does not load React DOM for nothing.
afterEach(async () => {
  if ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT) (await import('@testing-library/react')).cleanup();
});
failOnConsole();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
