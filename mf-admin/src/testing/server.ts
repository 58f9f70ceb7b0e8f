// The console tests' MSW server: `serveAdminApi()` in a test file starts it with every admin handler, resets the
// state between tests and fails on a request no handler answers. When jest/setupDom.ts gets a global MSW server,
// this becomes `server.use(...adminHandlers)` on that one.
import { configure } from '@testing-library/react';
import { resetConsoleApi } from './consoleApi';
import { adminHandlers } from './handlers';
import { setupServer } from './msw';

export const adminServer = setupServer(...adminHandlers);

export function serveAdminApi(): void {
  // Screens are driven key by key with user-event against the handlers; on two shared cores that can pass 5 s.
  jest.setTimeout(20_000);
  beforeAll(() => {
    adminServer.listen({ onUnhandledRequest: 'error' });
    // A test file's first intercepted request, and its first lazy screen, take a second or two on a busy machine.
    configure({ asyncUtilTimeout: 5000 });
  });
  afterEach(() => {
    adminServer.resetHandlers();
    resetConsoleApi();
  });
  afterAll(() => adminServer.close());
}
