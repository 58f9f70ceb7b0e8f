// The one MSW server of the jsdom tests: started, reset after each test and closed by jest/setupDom.ts. A test adds
// what the API answers with `server.use(...)`; a request nothing answers fails the test.
import { setupServer } from 'msw/node';

export const server = setupServer();

/** Where jest/setupDom.ts finds the server: only a test file that loads it pays for loading MSW. */
export const SERVER_KEY = Symbol.for('storefront.testServer');
(globalThis as Record<symbol, unknown>)[SERVER_KEY] = server;
