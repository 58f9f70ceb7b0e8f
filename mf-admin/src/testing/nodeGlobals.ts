// What MSW reads from the global scope when it loads and jsdom does not have (jest/setupDom.ts gives fetch and its
// classes): Node's own streams and BroadcastChannel. Imported by ./msw before MSW itself.
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { BroadcastChannel } from 'node:worker_threads';

for (const [name, value] of Object.entries({ ReadableStream, TransformStream, WritableStream, BroadcastChannel })) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: value });
}
