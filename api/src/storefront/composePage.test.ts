import { composePage, fallbackAfterStart, pageStart, SCREEN_MARKER } from './composePage';
import type { PageAssets } from './pageAssets';

/** The shell's page-frame.html: index.html without its scripts and stylesheets. */
const FRAME =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><meta name="description" content="Shop."/><title>Storefront</title>' +
  '<script>window.boot=1</script></head>' +
  '<body><div id="root"><div class="boot-topbar"></div></div></body></html>';

const START = pageStart(FRAME)!;

const ASSETS: PageAssets = { scripts: ['/main.1.js'], preloadScripts: ['/10.js'], styles: ['/20.css'] };

const parts = {
  layoutHtml: `<header>Store</header><main>${SCREEN_MARKER}</main>`,
  screenHtml: '<link rel="preload" as="image" href="/media/products/1.svg" fetchPriority="high"/><h1>Golden Hour</h1>',
  stateJson: '{"api":{},"deferred":[]}',
  stylesheets: [
    { file: '20.css', css: 'h1{color:red}' },
    { file: '730.ab12cd34.css', css: '.catalog-x{margin:0}' },
  ],
  fetchPreloads: ['/api/v1/web/products'],
  title: 'Golden <Hour> | Storefront',
  description: 'A "beat" pack',
};

describe('composePage', () => {
  const composed = composePage(START, ASSETS, parts)!;
  const page = composed.html;
  // The page's last script: the loader that starts the scripts.
  const loader = page.slice(page.indexOf('</script><script>') + '</script><script>'.length, page.lastIndexOf('</script>'));

  it('puts the frame with the screen in #root, and the state after it', () => {
    expect(page).toContain(
      '<div id="root"><header>Store</header><main><h1>Golden Hour</h1></main></div><script type="application/json" id="storefront-server-state">{"api":{},"deferred":[]}</script>',
    );
    expect(page).not.toContain('boot-topbar');
  });

  it('inlines the CSS instead of linking the stylesheets, and moves image and API preloads into the head', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<style data-href="20.css">h1{color:red}</style><style data-href="730.ab12cd34.css">.catalog-x{margin:0}</style>');
    expect(head).not.toContain('/20.css');
    expect(head).toContain('<link rel="preload" as="image" href="/media/products/1.svg" fetchPriority="high"/>');
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/v1/web/products">');
  });

  it('preloads what the scripts fetch first after the picture, in the mode of their fetch (decision 0050)', () => {
    const startupFetches = ['/remotes.json', '/mf/catalog/mf-manifest.json'];
    const preloads = (html: string) => html.slice(0, html.indexOf('</head>')).match(/<link rel="preload"[^>]*>/g);
    expect(preloads(composePage(START, ASSETS, { ...parts, startupFetches })!.html)).toEqual([
      '<link rel="preload" as="image" href="/media/products/1.svg" fetchPriority="high"/>',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes.json">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/mf/catalog/mf-manifest.json">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/v1/web/products">',
    ]);
  });

  it('starts the scripts only after the page has loaded and the frame showing it has been painted (decision 0037)', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('/main.1.js');
    expect(head).not.toContain('/10.js');
    const browser = runLoader(loader, { readyState: 'loading', hidden: false });
    expect(browser.added).toEqual([]);
    browser.fire('load');
    expect(browser.added).toEqual([]);
    browser.nextFrame();
    expect(browser.added).toEqual([]);
    browser.nextTask();
    expect(browser.added).toEqual(['preload /10.js']);
  });

  it('waits, after the load, until the first contentful paint has been shown before it starts the scripts (decision 0053)', () => {
    const browser = runLoader(loader, { readyState: 'loading', hidden: false, contentfulPaintShown: false });
    browser.fire('load');
    browser.nextFrame();
    expect(browser.added).toEqual([]);
    browser.showContentfulPaint();
    browser.nextFrame();
    browser.nextTask();
    expect(browser.added).toEqual(['preload /10.js']);
    // reported once, started once
    browser.showContentfulPaint();
    browser.nextFrame();
    browser.nextTask();
    expect(browser.added).toEqual(['preload /10.js', 'script /main.1.js']);
  });

  it("waits, after the load, until the page's main pictures are decoded and shown (decision 0055)", async () => {
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    const steps = async (browser: ReturnType<typeof runLoader>) => {
      await settle();
      browser.nextFrame();
      browser.nextTask();
      return [...browser.added];
    };
    const browser = runLoader(loader, { readyState: 'loading', hidden: false, mainPictures: 2 });
    browser.fire('load');
    expect(await steps(browser)).toEqual([]);
    // Decoded (one that cannot be does not hold the scripts back), not yet shown.
    browser.decodePictures();
    expect(await steps(browser)).toEqual([]);
    browser.showLargestPaint(1);
    expect(await steps(browser)).toEqual(['preload /10.js']);

    // A page whose largest contentful paint is something else: shown 200 ms after the decoding.
    const otherLargest = runLoader(loader, { readyState: 'loading', hidden: false, mainPictures: 1 });
    otherLargest.fire('load');
    otherLargest.decodePictures();
    expect(await steps(otherLargest)).toEqual([]);
    otherLargest.timePasses(199);
    expect(await steps(otherLargest)).toEqual([]);
    otherLargest.timePasses(200);
    expect(await steps(otherLargest)).toEqual(['preload /10.js']);
  });

  it('starts the scripts a second after the load when no contentful paint is reported by then', () => {
    const browser = runLoader(loader, { readyState: 'loading', hidden: false, contentfulPaintShown: false });
    browser.fire('load');
    browser.nextFrame();
    browser.nextTask();
    expect(browser.added).toEqual([]);
    // the second's timer; the frame and the first step come after it
    browser.timePasses(1000);
    browser.nextFrame();
    browser.nextTask();
    expect(browser.added).toEqual(['preload /10.js']);
  });

  it('names both storages at once, so the browser opens them while the page loads (decision 0047)', () => {
    const browser = runLoader(loader, { readyState: 'loading', hidden: false });
    expect(browser.named).toEqual(['local storage', 'session storage']);
    expect(browser.added).toEqual([]);
  });

  it('adds each element, then opens local storage, then session storage, each in a task of its own (decision 0043)', () => {
    const browser = runLoader(loader, { readyState: 'loading', hidden: false });
    browser.fire('load');
    browser.nextFrame();
    const perTask = [1, 2, 3, 4, 5].map(() => (browser.nextTask(), [...browser.added]));
    expect(perTask).toEqual([
      ['preload /10.js'],
      ['preload /10.js', 'script /main.1.js'],
      ['preload /10.js', 'script /main.1.js', 'local storage read'],
      ['preload /10.js', 'script /main.1.js', 'local storage read', 'session storage read'],
      ['preload /10.js', 'script /main.1.js', 'local storage read', 'session storage read'],
    ]);
  });

  it('starts the scripts at once on a page that has already loaded, and at load on a hidden page, which paints no frames', () => {
    const loaded = runLoader(loader, { readyState: 'complete', hidden: false });
    loaded.nextFrame();
    loaded.nextTask();
    loaded.nextTask();
    expect(loaded.added).toEqual(['preload /10.js', 'script /main.1.js']);
    // Its timers may be held back: everything at once.
    const hidden = runLoader(loader, { readyState: 'loading', hidden: true });
    hidden.fire('load');
    expect(hidden.added).toEqual(['preload /10.js', 'script /main.1.js', 'local storage read', 'session storage read']);
  });

  it("names the frame's inline script, its own loader and its CSS as the page's inline code, and nothing in the rendered screen", () => {
    const withScreenScript = composePage(START, ASSETS, { ...parts, screenHtml: '<h1>x</h1><script>alert(1)</script><style>*{}</style>' })!;
    expect(withScreenScript.html).toContain('<h1>x</h1><script>alert(1)</script>');
    const loader = withScreenScript.html.slice(withScreenScript.html.lastIndexOf('<script>') + 8, withScreenScript.html.lastIndexOf('</script>'));
    expect(withScreenScript.inline).toEqual({ scripts: ['window.boot=1', loader], styles: ['h1{color:red}', '.catalog-x{margin:0}'] });
    expect(loader).toContain("addEventListener('load'");
  });

  it('is the same bytes every time for the same parts (nothing per response in it)', () => {
    expect(composePage(START, ASSETS, parts)).toEqual(composed);
  });

  it('writes the route title and description, escaped', () => {
    expect(page).toContain('<title>Golden &lt;Hour&gt; | Storefront</title>');
    expect(page).toContain('<meta name="description" content="A &quot;beat&quot; pack"/>');
  });

  it('refuses a frame or layout it cannot place the screen in, and assets without an entry script', () => {
    expect(composePage(pageStart(FRAME.replace('<div id="root">', '<div>')), ASSETS, parts)).toBeNull();
    expect(composePage(START, ASSETS, { ...parts, layoutHtml: '<main></main>' })).toBeNull();
    expect(composePage(START, { ...ASSETS, scripts: [] }, parts)).toBeNull();
  });

  it("starts with the frame's head and the shell's CSS, known before the render, and names the screen's title after them (decision 0054)", () => {
    const shellCss = [{ file: '361.ab12cd34.css', css: '.frame{margin:0}' }];
    const start = pageStart(FRAME, shellCss)!;
    expect(start.html).toBe(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"/><script>window.boot=1</script><style data-href="361.ab12cd34.css">.frame{margin:0}</style>',
    );
    const withShellCss = composePage(start, ASSETS, parts)!;
    expect(withShellCss.html).toBe(start.html + withShellCss.rest);
    expect(
      withShellCss.rest.startsWith(
        '<title>Golden &lt;Hour&gt; | Storefront</title><meta name="description" content="A &quot;beat&quot; pack"/><style data-href="20.css">',
      ),
    ).toBe(true);
    expect(withShellCss.inline.styles).toEqual(['.frame{margin:0}', 'h1{color:red}', '.catalog-x{margin:0}']);
    // Without a title or description of its own, the page keeps the frame's.
    expect(composePage(START, ASSETS, { ...parts, title: undefined, description: undefined })!.rest).toMatch(
      /^<title>Storefront<\/title><meta name="description" content="Shop."\/>/,
    );
    expect(pageStart(FRAME, [], { ownLayout: true })!.html).toContain('<html data-layout="own" lang="en">');
  });

  it('with a nonce, writes it on the inline code after the start, and is otherwise the page kept for everyone', () => {
    const withNonce = composePage(START, ASSETS, parts, { nonce: 'n0nce+/=' })!;
    expect(withNonce.rest).toContain('<style data-href="20.css" nonce="n0nce+/=">h1{color:red}</style>');
    expect(withNonce.rest).toMatch(/<script nonce="n0nce\+\/=">\(function\(s\)/);
    expect(withNonce.rest).toContain('<script type="application/json" id="storefront-server-state">');
    expect(withNonce.html.replace(/ nonce="n0nce\+\/="/g, '')).toBe(page);
    expect(withNonce.inline).toEqual(composed.inline);
  });

  it("ends a started page as the shell's index.html when the render fails, with its scripts and the startup preloads", () => {
    const indexHtml = FRAME.replace('</head>', '<script defer="defer" src="/main.1.js"></script><link rel="preload" as="script" href="/10.js"></head>');
    const fallback = fallbackAfterStart(START, indexHtml, ['/remotes.json'])!;
    expect(fallback.html).toBe(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"/><script>window.boot=1</script>' +
        '<title>Storefront</title><meta name="description" content="Shop."/>' +
        '<script defer="defer" src="/main.1.js"></script><link rel="preload" as="script" href="/10.js">' +
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes.json"></head>' +
        '<body><div id="root"><div class="boot-topbar"></div></div></body></html>',
    );
    expect(fallback.html).toBe(START.html + fallback.rest);
    expect(fallback.inline.scripts).toEqual(['window.boot=1', 'window.boot=1']);
    // An index.html that does not begin with the frame's head cannot end a page started from it.
    expect(fallbackAfterStart(START, '<!doctype html><html><head><title>Other</title></head><body></body></html>', [])).toBeNull();
  });

  it('submits the form of a choice marked to act on change (the currency) before the scripts run, and no other', () => {
    const page = runLoader(loader, { readyState: 'loading', hidden: false });
    const control = (marked: boolean) => {
      const form = { requestSubmit: jest.fn() };
      return { form, target: { form, hasAttribute: (name: string) => marked && name === 'data-submit-on-change' } };
    };
    const currency = control(true);
    const typed = control(false);
    page.fire('change', { target: currency.target });
    page.fire('change', { target: typed.target });
    page.fire('change', { target: null });
    expect(currency.form.requestSubmit).toHaveBeenCalledTimes(1);
    expect(typed.form.requestSubmit).not.toHaveBeenCalled();
  });

  it('runs several entry scripts in the order the manifest lists them', () => {
    const twoEntries = composePage(START, { ...ASSETS, scripts: ['/runtime.1.js', '/main.1.js'] }, parts)!.html;
    expect(twoEntries).toContain('"entries":["/runtime.1.js","/main.1.js"]');
    expect(twoEntries).toContain('e.async=false');
  });
});

/**
 * Runs the page's script loader against a stand-in for the browser whose events, frames and tasks the test steps.
 * `contentfulPaintShown`: whether the first contentful paint has been reported already (the default).
 */
function runLoader(
  loader: string,
  {
    readyState,
    hidden,
    contentfulPaintShown = true,
    mainPictures = 0,
  }: { readyState: string; hidden: boolean; contentfulPaintShown?: boolean; mainPictures?: number },
) {
  const added: string[] = [];
  // The page's `fetchpriority="high"` images, each decoded when the test says so (the first fails to).
  const decodes: { decoded: () => void; failed: () => void }[] = [];
  const pictures = Array.from({ length: mainPictures }, () => ({
    decode: () => new Promise<void>((resolve, reject) => decodes.push({ decoded: resolve, failed: () => reject(new Error('EncodingError')) })),
  }));
  // The paint timing entries the page reports: the first contentful paint, once its frame is shown.
  let paintShown = contentfulPaintShown;
  const paintEntries = (name: string) => (name === 'first-contentful-paint' && paintShown ? [{ name }] : []);
  const observers: { callback: (list: object) => void; type: string | null }[] = [];
  class PerformanceObserver {
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
  const element = (tag: string) => ({ tag, rel: '', href: '', src: '' });
  const document = {
    baseURI: 'http://shop.test/store',
    readyState,
    hidden,
    createElement: element,
    querySelectorAll: (selector: string) => (selector === 'img[fetchpriority="high"]' ? pictures : []),
    head: { appendChild: (node: ReturnType<typeof element>) => added.push(node.tag === 'link' ? `${node.rel} ${node.href}` : `script ${node.src}`) },
  };
  const storage = (name: string) => ({
    get length() {
      added.push(`${name} read`);
      return 0;
    },
  });
  const local = storage('local storage');
  const session = storage('session storage');
  // The page's globals; the storages record when the loader names them, as a browser binds a storage when it is named.
  const scope = {
    performance: { getEntriesByName: paintEntries },
    PerformanceObserver,
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
  const named: string[] = [];
  // A function body is sloppy code, so `with` gives the loader these globals, getters and all.
  new Function('scope', `with (scope) {${loader}}`)(scope);
  const run = (queue: (() => void)[]) => queue.forEach((callback) => callback());
  return {
    added,
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
