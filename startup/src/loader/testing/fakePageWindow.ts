// A stand-in for the browser the inline loader runs in, whose events, frames, tasks and timers a test steps by hand:
// the loader's TypeScript takes it as its window (startPage.test.ts), and the built loader runs inside it as the
// server writes it into a page (runBuiltLoader; the API's composePage tests).
import { PAGE_SCRIPTS_ELEMENT_ID, type PageScripts } from '../../pageGlobals';
import type { LoaderWindow } from '../loaderWindow';

export interface FakePageOptions {
  readyState: 'loading' | 'complete';
  hidden: boolean;
  /** Whether the first contentful paint has been reported already (the default). */
  contentfulPaintShown?: boolean;
  /** How many `fetchpriority="high"` pictures the page has. */
  mainPictures?: number;
  /** The text of the page's scripts block (`PAGE_SCRIPTS_ELEMENT_ID`); none when undefined. */
  scriptsBlock?: string;
}

interface FakeElement {
  tag: string;
  rel: string;
  as: string;
  href: string;
  src: string;
  async: boolean;
}

export function fakePageWindow({ readyState, hidden, contentfulPaintShown = true, mainPictures = 0, scriptsBlock }: FakePageOptions) {
  /** What the page was given, in order: `preload <url>`, `script <url>`, `<storage> read`. */
  const added: string[] = [];
  const elements: FakeElement[] = [];
  /** The storages in the order the loader named them (a browser binds a storage when it is named). */
  const named: string[] = [];
  // The page's `fetchpriority="high"` images, each decoded when the test says so (the first fails to).
  const decodes: { decoded: () => void; failed: () => void }[] = [];
  const pictures = Array.from({ length: mainPictures }, () => ({
    decode: () => new Promise<void>((resolve, reject) => decodes.push({ decoded: resolve, failed: () => reject(new Error('EncodingError')) })),
  }));
  // The paint timing entries the page reports: the first contentful paint, once its frame is shown.
  let paintShown = contentfulPaintShown;
  const paintEntries = (name: string) => (name === 'first-contentful-paint' && paintShown ? [{ name }] : []);
  const observers: { callback: (list: object) => void; type: string | null }[] = [];
  class FakePerformanceObserver {
    private readonly entry: (typeof observers)[number];
    constructor(callback: (list: object) => void) {
      this.entry = { callback, type: null };
      observers.push(this.entry);
    }
    observe({ type }: { type: string }) {
      this.entry.type = type;
    }
    disconnect() {
      this.entry.type = null;
    }
  }
  const report = (type: string, list: object) => observers.filter((o) => o.type === type).forEach((o) => o.callback(list));
  const listeners = new Map<string, (event?: unknown) => void>();
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  // Timers with a delay run only when the test lets that time pass.
  let timers: { delay: number; run: () => void }[] = [];
  const document = {
    readyState,
    hidden,
    createElement: (tag: string): FakeElement => ({ tag, rel: '', as: '', href: '', src: '', async: true }),
    getElementById: (id: string) => (id === PAGE_SCRIPTS_ELEMENT_ID && scriptsBlock !== undefined ? { textContent: scriptsBlock } : null),
    querySelectorAll: (selector: string) => (selector === 'img[fetchpriority="high"]' ? pictures : []),
    head: {
      appendChild: (node: FakeElement) => {
        elements.push(node);
        added.push(node.tag === 'link' ? `${node.rel} ${node.href}` : `script ${node.src}`);
      },
    },
  };
  const storage = (name: string) => ({
    get length() {
      added.push(`${name} read`);
      return 0;
    },
  });
  const local = storage('local storage');
  const session = storage('session storage');
  const scope = {
    performance: { getEntriesByName: paintEntries },
    PerformanceObserver: FakePerformanceObserver,
    document,
    addEventListener: (type: string, listener: (event?: unknown) => void) => listeners.set(type, listener),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: (...args: unknown[]) => void, delay: number, ...args: unknown[]) =>
      delay > 0 ? timers.push({ delay, run: () => callback(...args) }) : tasks.push(() => callback(...args)),
    get localStorage() {
      named.push('local storage');
      return local;
    },
    get sessionStorage() {
      named.push('session storage');
      return session;
    },
  };
  const run = (queue: (() => void)[]) => queue.forEach((callback) => callback());
  return {
    window: scope as unknown as LoaderWindow,
    /** The same globals for code that reads them by name (the built loader). */
    scope,
    added,
    elements,
    named,
    fire: (type: string, event?: unknown) => listeners.get(type)?.(event),
    nextFrame: () => run(frames.splice(0)),
    nextTask: () => run(tasks.splice(0)),
    timePasses: (ms: number) => {
      const due = timers.filter((timer) => timer.delay <= ms);
      timers = timers.filter((timer) => timer.delay > ms);
      run(due.map((timer) => timer.run));
    },
    decodePictures: () => decodes.forEach((decode, i) => (i === 0 ? decode.failed() : decode.decoded())),
    showContentfulPaint: () => {
      paintShown = true;
      report('paint', { getEntriesByName: paintEntries });
    },
    /** The largest contentful paint reported for the main picture `i`. */
    showLargestPaint: (i: number) => report('largest-contentful-paint', { getEntries: () => [{ element: pictures[i] }] }),
  };
}

export type FakePage = ReturnType<typeof fakePageWindow>;

/** The scripts block's text for these scripts, as the server writes it. */
export const scriptsBlockOf = (scripts: PageScripts) => JSON.stringify(scripts);

/** Runs the built loader's text in a fake page, reading its globals (`window`, `document`, …) from it. */
export function runBuiltLoader(loader: string, options: FakePageOptions): FakePage {
  const page = fakePageWindow(options);
  const globals = Object.create(page.scope, { window: { value: page.scope } });
  // A function body is sloppy code, so `with` gives the loader these globals, getters and all.
  new Function('scope', `with (scope) {${loader}}`)(globals);
  return page;
}
