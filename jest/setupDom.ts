// Shared setup for every jsdom test: DOM matchers, the TextEncoder react-router reads when it loads, and the fetch
// API RTK Query needs.
import '@testing-library/jest-dom';
import { inspect, TextDecoder, TextEncoder } from 'node:util';

// jsdom has no fetch, Request, Response or Headers, and jest-environment-jsdom hides Node's. Borrow Node's own
// (built in since Node 18, no extra package): a Node core function belongs to Node's realm, so its constructor is
// that realm's Function, which evaluates code against Node's real globalThis.
if (typeof globalThis.fetch === 'undefined') {
  const node = new (inspect.constructor as FunctionConstructor)('return globalThis')() as typeof globalThis;

  // As in a browser, relative URLs ('/api/v1/web/products') resolve against the page's location.
  const absolute = (input: RequestInfo | URL): RequestInfo | URL => (typeof input === 'string' ? new URL(input, window.location.href).href : input);

  class BrowserRequest extends node.Request {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(absolute(input), init);
    }
  }

  Object.assign(globalThis, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => node.fetch(new BrowserRequest(input, init)),
    Request: BrowserRequest,
    Response: node.Response,
    Headers: node.Headers,
  });
}

// jsdom has no TextEncoder/TextDecoder; react-router reads them at import time.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
