// react-router reads TextEncoder when it loads, and jsdom does not provide it: borrow Node's before the router loads.
// (Import this module before react-router-dom; renderPage does.)
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
