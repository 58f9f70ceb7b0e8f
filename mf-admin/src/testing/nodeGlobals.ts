// What MSW reads from the global scope when it loads and jsdom does not have (jest/setupDom.ts gives fetch and its
// classes): Node's own streams and BroadcastChannel. And Node's FormData, File and Blob in place of jsdom's, which
// Node's fetch cannot send: an uploaded picture would arrive as the text "[object FormData]". Imported by ./msw.
import { inspect } from 'node:util';
import { Blob, File } from 'node:buffer';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { BroadcastChannel } from 'node:worker_threads';

const node = new (inspect.constructor as FunctionConstructor)('return globalThis')() as typeof globalThis;

for (const [name, value] of Object.entries({ ReadableStream, TransformStream, WritableStream, BroadcastChannel })) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: value });
}

/** Node's FormData that, like the browser's, also reads a <form> (through jsdom's own). */
const JsdomFormData = globalThis.FormData;
class BrowserFormData extends node.FormData {
  constructor(form?: HTMLFormElement) {
    super();
    if (form) for (const [name, value] of new JsdomFormData(form)) this.append(name, value);
  }
}

Object.assign(globalThis, { FormData: BrowserFormData, File, Blob });
