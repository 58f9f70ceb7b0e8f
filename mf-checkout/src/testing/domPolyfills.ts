// jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time; lend Node's. Import before react-router-dom.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
