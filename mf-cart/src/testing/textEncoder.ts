// jsdom has no TextEncoder/TextDecoder, which react-router reads when it loads; lend Node's before it is imported.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
