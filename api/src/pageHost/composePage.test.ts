import { composePage, fallbackAfterStart, pageStart, SCREEN_MARKER } from './composePage';
import { pageLoaderScript } from '@storefront/startup/server';
import { runBuiltLoader } from '@storefront/startup/testing';
import type { PageAssets } from './shellPageAssets';

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
  stateJson: '{"shopApi":{},"deferred":[]}',
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
      '<div id="root"><header>Store</header><main><h1>Golden Hour</h1></main></div><script type="application/json" id="storefront-server-state">{"shopApi":{},"deferred":[]}</script>',
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

  it('names the scripts in a data block and starts them with the built loader, the last thing in the page', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('/main.1.js');
    expect(head).not.toContain('/10.js');
    expect(page).toContain('<script type="application/json" id="storefront-page-scripts">{"entries":["/main.1.js"],"preloads":["/10.js"]}</script><script>');
    expect(loader).toBe(pageLoaderScript());
    expect(page.endsWith(`<script>${loader}</script></body></html>`)).toBe(true);
  });

  it('runs, as written into the page, the start-up the loader is tested for (startup/src/loader)', () => {
    const scriptsBlock = page.match(/<script type="application\/json" id="storefront-page-scripts">([^<]*)<\/script>/)![1];
    const shown = runBuiltLoader(loader, { readyState: 'loading', hidden: false, scriptsBlock });
    expect(shown.named).toEqual(['local storage', 'session storage']);
    shown.fire('load');
    shown.nextFrame();
    expect(shown.added).toEqual([]);
    shown.nextTask();
    shown.nextTask();
    expect(shown.added).toEqual(['preload /10.js', 'script /main.1.js']);
    const hidden = runBuiltLoader(loader, { readyState: 'loading', hidden: true, scriptsBlock });
    hidden.fire('load');
    expect(hidden.added).toEqual(['preload /10.js', 'script /main.1.js', 'local storage read', 'session storage read']);
  });

  it("names the frame's inline script, its own loader and its CSS as the page's inline code, and nothing in the rendered screen", () => {
    const withScreenScript = composePage(START, ASSETS, { ...parts, screenHtml: '<h1>x</h1><script>alert(1)</script><style>*{}</style>' })!;
    expect(withScreenScript.html).toContain('<h1>x</h1><script>alert(1)</script>');
    const loader = withScreenScript.html.slice(withScreenScript.html.lastIndexOf('<script>') + 8, withScreenScript.html.lastIndexOf('</script>'));
    expect(withScreenScript.inline).toEqual({ scripts: ['window.boot=1', loader], styles: ['h1{color:red}', '.catalog-x{margin:0}'] });
    expect(loader).toBe(pageLoaderScript());
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
    expect(withNonce.rest).toContain(`<script nonce="n0nce+/=">${pageLoaderScript()}</script>`);
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

  it('submits the form of a choice marked to act on change (the currency) before the scripts run', () => {
    const running = runBuiltLoader(loader, { readyState: 'loading', hidden: false });
    const form = { requestSubmit: jest.fn() };
    running.fire('change', { target: { form, hasAttribute: (name: string) => name === 'data-submit-on-change' } });
    expect(form.requestSubmit).toHaveBeenCalledTimes(1);
  });

  it('names several entry scripts in the order the manifest lists them', () => {
    const twoEntries = composePage(START, { ...ASSETS, scripts: ['/runtime.1.js', '/main.1.js'] }, parts)!.html;
    expect(twoEntries).toContain('{"entries":["/runtime.1.js","/main.1.js"],"preloads":["/10.js"]}');
  });
});
