import { composePage, SCREEN_MARKER } from './composePage';
import type { PageAssets } from './pageAssets';

/** The shell's page-frame.html: index.html without its scripts and stylesheets. */
const FRAME =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><meta name="description" content="Shop."/><title>Storefront</title>' +
  '<script>window.boot=1</script></head>' +
  '<body><div id="root"><div class="boot-topbar"></div></div></body></html>';

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
  const composed = composePage(FRAME, ASSETS, parts)!;
  const page = composed.html;

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

  it('starts the scripts only after the page has loaded', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('/main.1.js');
    expect(head).not.toContain('/10.js');
    const loader = page.slice(page.indexOf('</script><script>') + 9, page.lastIndexOf('</script>'));
    expect(loader).toContain("addEventListener('load'");
    expect(loader).toContain('"entries":["/main.1.js"]');
    expect(loader).toContain('"preloads":["/10.js"]');
  });

  it("names the frame's inline script, its own loader and its CSS as the page's inline code, and nothing in the rendered screen", () => {
    const withScreenScript = composePage(FRAME, ASSETS, { ...parts, screenHtml: '<h1>x</h1><script>alert(1)</script><style>*{}</style>' })!;
    expect(withScreenScript.html).toContain('<h1>x</h1><script>alert(1)</script>');
    const loader = withScreenScript.html.slice(withScreenScript.html.lastIndexOf('<script>') + 8, withScreenScript.html.lastIndexOf('</script>'));
    expect(withScreenScript.inline).toEqual({ scripts: ['window.boot=1', loader], styles: ['h1{color:red}', '.catalog-x{margin:0}'] });
    expect(loader).toContain("addEventListener('load'");
  });

  it('is the same bytes every time for the same parts (nothing per response in it)', () => {
    expect(composePage(FRAME, ASSETS, parts)).toEqual(composed);
  });

  it('writes the route title and description, escaped', () => {
    expect(page).toContain('<title>Golden &lt;Hour&gt; | Storefront</title>');
    expect(page).toContain('<meta name="description" content="A &quot;beat&quot; pack"/>');
  });

  it('refuses a frame or layout it cannot place the screen in, and assets without an entry script', () => {
    expect(composePage(FRAME.replace('<div id="root">', '<div>'), ASSETS, parts)).toBeNull();
    expect(composePage(FRAME, ASSETS, { ...parts, layoutHtml: '<main></main>' })).toBeNull();
    expect(composePage(FRAME, { ...ASSETS, scripts: [] }, parts)).toBeNull();
  });

  it('runs several entry scripts in the order the manifest lists them', () => {
    const twoEntries = composePage(FRAME, { ...ASSETS, scripts: ['/runtime.1.js', '/main.1.js'] }, parts)!.html;
    expect(twoEntries).toContain('"entries":["/runtime.1.js","/main.1.js"]');
    expect(twoEntries).toContain('e.async=false');
  });
});
