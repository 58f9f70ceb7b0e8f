// Shared setup for every jsdom test (after jest/jsdomGlobals.ts): DOM matchers, the API answered by MSW, and no
// console.error or console.warn that a test did not announce.
import '@testing-library/jest-dom';
import type { SetupServer } from 'msw/node';
import { failOnConsole } from '@storefront/shared/testing/console-guard';

// Unmount what the test rendered before the console check, so what effects log while unmounting counts for this test.
// Testing Library's own cleanup would run after the check. It is used only where the test file loaded it (its beforeAll
// marks the React act environment), so a test of a reducer does not load React DOM for nothing; a file that marked
// the act environment by hand gets it here without its hooks (which cannot be added while a test runs).
afterEach(async () => {
  if (!(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT) return;
  const skipAutoCleanup = process.env.RTL_SKIP_AUTO_CLEANUP;
  process.env.RTL_SKIP_AUTO_CLEANUP = 'true';
  try {
    (await import('@testing-library/react')).cleanup();
  } finally {
    if (skipAutoCleanup === undefined) delete process.env.RTL_SKIP_AUTO_CLEANUP;
    else process.env.RTL_SKIP_AUTO_CLEANUP = skipAutoCleanup;
  }
});
failOnConsole();

// The network: the MSW server of shared/src/testing/server.ts, which a test file loads with the testing utilities
// (@storefront/shared/testing). A file that does not load it (a reducer's, a rule's: over half of them) is spared
// loading MSW, and any request it makes fails as an unanswered one would.
const SERVER_KEY = Symbol.for('storefront.testServer');
const loadedServer = () => (globalThis as Record<symbol, SetupServer | undefined>)[SERVER_KEY];

beforeAll(() => {
  const server = loadedServer();
  if (server) server.listen({ onUnhandledRequest: 'error' });
  else globalThis.fetch = refuseRequest;
});
afterEach(() => {
  loadedServer()?.resetHandlers();
  loadedServer()?.events.removeAllListeners();
});
afterAll(() => loadedServer()?.close());

async function refuseRequest(input: RequestInfo | URL): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  console.error(`A request in a test that answers none: ${url}. Answer it with server.use(...) from @storefront/shared/testing.`);
  throw new TypeError('Failed to fetch');
}
