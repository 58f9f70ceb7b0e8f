// Runs before anything else a jsdom test loads (Jest's setupFiles): the web APIs a browser has and jsdom lacks, taken
// from Node itself (no extra package), so React Router, RTK Query and MSW find them when their modules load.
import { inspect, TextDecoder, TextEncoder } from 'node:util';

// jest-environment-jsdom hides Node's globals. A Node core function belongs to Node's realm, so its constructor is that
// realm's Function, which evaluates code against Node's real globalThis.
const node = new (inspect.constructor as FunctionConstructor)('return globalThis')() as typeof globalThis;

/** Takes each named global from Node's realm where jsdom has none. */
function borrow(...names: (keyof typeof globalThis)[]): void {
  for (const name of names) {
    if (typeof globalThis[name] === 'undefined') Object.defineProperty(globalThis, name, { value: node[name], writable: true, configurable: true });
  }
}

// fetch and its classes. jsdom has none, and Node's must come together: a Response's body is Node's ReadableStream, a
// Request takes Node's Headers. As in a browser, relative URLs ('/api/v1/web/products') resolve against the page.
if (typeof globalThis.fetch === 'undefined') {
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

// Response bodies are streams; MSW builds its responses and server-sent events from them, and its WebSocket support
// opens a BroadcastChannel when it loads.
borrow('ReadableStream', 'WritableStream', 'TransformStream', 'TextDecoderStream', 'DecompressionStream', 'BroadcastChannel');

// jsdom has no TextEncoder/TextDecoder; react-router reads them at import time.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
