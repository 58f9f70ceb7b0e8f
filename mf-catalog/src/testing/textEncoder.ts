// jsdom lacks TextEncoder/TextDecoder, which react-router reads when it loads; borrow Node's for the component tests.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder, TextDecoder: globalThis.TextDecoder ?? TextDecoder });
