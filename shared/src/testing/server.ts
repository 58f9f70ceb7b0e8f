// The one MSW server of the jsdom tests: started, reset after each test and closed by jest/setupDom.ts. A test adds
// what the API answers with `server.use(...)`; a request nothing answers fails the test.
import { setupServer } from 'msw/node';

export const server = setupServer();
