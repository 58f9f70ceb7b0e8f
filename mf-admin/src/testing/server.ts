// The console tests' MSW server: `serveAdminApi()` in a test file starts it with every admin handler, resets the
// state between tests and fails on a request no handler answers. When jest/setupDom.ts gets a global MSW server,
// this becomes `server.use(...adminHandlers)` on that one.
import { resetConsoleApi } from './consoleApi';
import { adminHandlers } from './handlers';
import { setupServer } from './msw';

export const adminServer = setupServer(...adminHandlers);

export function serveAdminApi(): void {
  beforeAll(() => adminServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    adminServer.resetHandlers();
    resetConsoleApi();
  });
  afterAll(() => adminServer.close());
}
