// For a test that uploads a file: Node's fetch (which MSW answers) sends only Node's own FormData, File and Blob, and
// jsdom's would arrive as the text "[object FormData]". A test file that imports this gets Node's, with a FormData that,
// like the browser's, also reads a <form> (through jsdom's own). Not global: jsdom's FileReader (user-event's
// clipboard) reads only jsdom's Blob.
import { inspect } from 'node:util';

const node = new (inspect.constructor as FunctionConstructor)('return globalThis')() as typeof globalThis;

const JsdomFormData = globalThis.FormData;
class BrowserFormData extends node.FormData {
  constructor(form?: HTMLFormElement) {
    super();
    if (form) for (const [name, value] of new JsdomFormData(form)) this.append(name, value);
  }
}

Object.assign(globalThis, { FormData: BrowserFormData, File: node.File, Blob: node.Blob });
