// The one MSW server of the jsdom tests: started, reset after each test and closed by jest/setupDom.ts. A test adds
// what the API answers with `server.use(...)`; a request nothing answers fails the test. One answer is there from the
// start: the header asks who is signed in on every page, and nobody is unless a test says so.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const server = setupServer(http.get('*/api/v1/web/account/session', () => HttpResponse.json({ customer: null, csrfToken: null })));

/** Where jest/setupDom.ts finds the server: only a test file that loads it pays for loading MSW. */
export const SERVER_KEY = Symbol.for('storefront.testServer');
(globalThis as Record<symbol, unknown>)[SERVER_KEY] = server;
