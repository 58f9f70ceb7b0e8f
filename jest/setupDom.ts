// Shared setup for every jsdom test (after jest/jsdomGlobals.ts): DOM matchers, the API answered by MSW, and no
// console.error or console.warn that a test did not announce.
import '@testing-library/jest-dom';
// Testing Library first: its cleanup (unmounting, where effects may still log) then runs before the console check.
import '@testing-library/react';
import { failOnConsole } from '@storefront/shared/src/testing/consoleGuard';
import { server } from '@storefront/shared/src/testing/server';

failOnConsole();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
