// The console tests' API: `serveAdminApi()` in a test file has the one MSW server of the tests (shared's, started by
// jest/setupDom.ts, failing on any request nothing answers) answer /api/v1/admin/* with every admin handler, from a
// fresh ./consoleApi state in each test.
import { configure } from '@testing-library/react';
import { server } from '@storefront/shared/testing';
import { resetConsoleApi } from './consoleApi';
import { adminHandlers } from './handlers';

export function serveAdminApi(): void {
  // Screens are driven key by key with user-event against the handlers; on two shared cores that can pass 5 s.
  jest.setTimeout(20_000);
  beforeAll(() => {
    // A test file's first intercepted request, and its first lazy screen, take a second or two on a busy machine.
    configure({ asyncUtilTimeout: 5000 });
  });
  beforeEach(() => {
    resetConsoleApi();
    server.use(...adminHandlers);
  });
}
