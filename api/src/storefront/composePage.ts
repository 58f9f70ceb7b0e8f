// Puts a server-rendered page together from the shell's build outputs (pageAssets.ts): its start (the frame's head
// and the shell's CSS, sent before the render: pageStart), then the route's title and description, the screen's CSS
// inlined, the layout and screen HTML in #root, the state the first client render starts from and the asset
// manifest's scripts. The scripts start once the page has loaded: the bandwidth goes first to what is painted (the
// product picture), and the page is readable while they arrive. The answers the state leaves out (/store's catalogue
// list) are read by the list worker, started as the page is parsed. It also says which inline code the page's policy
// allows: the frame's, and the <style> and loader written here (never the screen's).

import { SCREEN_MARKER, SERVER_STATE_ELEMENT_ID } from '@storefront/shared/contracts';
import { escapeMarkup } from '../http/escapeMarkup';
import { inlineCodeOf, joinInlineCode, type InlineCode } from '../security/inlineCode';
import { scriptJson } from './pageState';
import type { InlinedStylesheet } from './stylesheets';
import type { PageAssets } from './pageAssets';
import { fetchPreloadLinks } from './startupFetches';

export { SCREEN_MARKER };

/** React writes a preload before a prominent image; it belongs in the head (found sooner, and not in the way of hydration). */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;

export interface RenderedParts {
  layoutHtml: string;
  screenHtml: string;
  /** Already safe inside a <script> element. */
  stateJson: string;
  /** The screen's stylesheets, in order (stylesheets.ts); the shell's are in the page's start. */
  stylesheets: InlinedStylesheet[];
  /** API answers the first client render fetches (pageState.ts, those too large to inline), preloaded from the head. */
  fetchPreloads?: string[];
  /** What the page's scripts fetch first (startupFetches.ts), preloaded from the head. */
  startupFetches?: string[];
  title?: string;
  description?: string;
}

export interface ComposedPage {
  html: string;
  /** The inline scripts and styles the page's Content-Security-Policy allows by hash. */
  inline: InlineCode;
}

/**
 * A page's first bytes, known before its render (issue 19 §3): the frame's head without the title and description
 * the screen names, and the shell's stylesheets. A page that has to be rendered sends them at once, so the browser
 * parses the frame's CSS while the server waits for the screen's data; `composePage` writes the rest after them.
 */
export interface PageStart {
  html: string;
  /** The inline code of the whole frame and the shell's stylesheets: the part of the page's policy known before the render. */
  inline: InlineCode;
  /** The frame's head as built (index.html begins with it), its title and description elements, and its body around #root. */
  frameHead: string;
  frameNames: { title: string; description: string };
  frameBodyStart: string;
  frameEnd: string;
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/** Says on <html> that the route's remote draws its own frame (remotes.json `"layout": "own"`): the boot sketch of the store's header is hidden. */
export function markOwnLayout(html: string): string {
  return html.replace(/<html\b/i, '<html data-layout="own"');
}

export function pageStart(frame: string, shellStylesheets: InlinedStylesheet[] = [], { ownLayout = false } = {}): PageStart | null {
  const headEnd = frame.indexOf('</head>');
  const rootStart = frame.indexOf('<div id="root">');
  const bodyEnd = frame.lastIndexOf('</body>');
  if (headEnd < 0 || rootStart < headEnd || bodyEnd < rootStart) return null;
  const frameHead = frame.slice(0, headEnd);
  const head = frameHead.replace(TITLE, '').replace(DESCRIPTION, '');
  const frameCode = joinInlineCode(inlineCodeOf(frame.slice(0, rootStart)), inlineCodeOf(frame.slice(bodyEnd)));
  return {
    html: (ownLayout ? markOwnLayout(head) : head) + shellStylesheets.map((sheet) => styleElement(sheet)).join(''),
    inline: joinInlineCode(frameCode, { scripts: [], styles: shellStylesheets.map((sheet) => sheet.css) }),
    frameHead,
    frameNames: { title: frameHead.match(TITLE)?.[0] ?? '', description: frameHead.match(DESCRIPTION)?.[0] ?? '' },
    frameBodyStart: frame.slice(headEnd, rootStart),
    frameEnd: frame.slice(bodyEnd),
  };
}

/** A page after its start: `html` is the whole page, `rest` what follows the start. */
export interface ComposedRest extends ComposedPage {
  rest: string;
}

/**
 * The screen's page after its start. With a `nonce`, the inline code written here carries it, for a page whose policy
 * was sent before its render (pageHandler.ts); the page kept for everyone has none and is allowed by hash.
 */
export function composePage(start: PageStart | null, assets: PageAssets, parts: RenderedParts, { nonce }: { nonce?: string } = {}): ComposedRest | null {
  if (!start || !parts.layoutHtml.includes(SCREEN_MARKER) || assets.scripts.length === 0) return null;
  const nonceAttribute = nonce ? ` nonce="${escapeMarkup(nonce)}"` : '';
  const title = parts.title ? `<title>${escapeMarkup(parts.title)}</title>` : start.frameNames.title;
  const description = parts.description ? `<meta name="description" content="${escapeMarkup(parts.description)}"/>` : start.frameNames.description;
  const imagePreloads = parts.screenHtml.match(IMAGE_PRELOAD) ?? [];
  const fetchPreloads = fetchPreloadLinks([...(parts.startupFetches ?? []), ...(parts.fetchPreloads ?? [])]);
  const styles = parts.stylesheets.map((sheet) => styleElement(sheet, nonceAttribute)).join('');
  const headRest = `${title}${description}${styles}${imagePreloads.join('')}${fetchPreloads}`;
  const screenHtml = parts.screenHtml.replace(IMAGE_PRELOAD, '');
  const root = `<div id="root">${parts.layoutHtml.replace(SCREEN_MARKER, () => screenHtml)}</div>`;
  const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${parts.stateJson}</script>`;
  const loader = scriptsAfterLoad(assets);
  const rest = `${headRest}${start.frameBodyStart}${root}${state}<script${nonceAttribute}>${loader}</script>${start.frameEnd}`;
  return {
    html: start.html + rest,
    rest,
    inline: joinInlineCode(start.inline, { scripts: [loader], styles: parts.stylesheets.map((sheet) => sheet.css) }),
  };
}

/**
 * What follows a page's start when its render fails after the start went out: the rest of the shell's index.html
 * (its title, its scripts and their preloads, its body), which the browser renders as it renders any page the server
 * does not, with the preloads of what its scripts fetch first. Null when index.html does not begin with the frame's
 * head (a shell built otherwise): such a page is not started before its render.
 */
export function fallbackAfterStart(start: PageStart, indexHtml: string, startupFetches: string[]): ComposedRest | null {
  const indexHeadEnd = indexHtml.indexOf('</head>');
  if (indexHeadEnd < 0 || !indexHtml.startsWith(start.frameHead)) return null;
  const { title, description } = start.frameNames;
  const rest = `${title}${description}${indexHtml.slice(start.frameHead.length, indexHeadEnd)}${fetchPreloadLinks(startupFetches)}${indexHtml.slice(indexHeadEnd)}`;
  return { html: start.html + rest, rest, inline: joinInlineCode(start.inline, inlineCodeOf(indexHtml)) };
}

/**
 * A stylesheet inlined under the name its app loads it by: webpack's CSS chunk loader (mini-css-extract-plugin)
 * takes a <style data-href> with the chunk's file name for the stylesheet itself and adds no <link>. Without it,
 * hydration fetched the same rules again and the browser restyled and laid out the whole page once more.
 */
function styleElement({ file, css }: InlinedStylesheet, attributes = ''): string {
  return `<style data-href="${escapeMarkup(file)}"${attributes}>${css}</style>`;
}

/**
 * A choice that takes effect when chosen (the currency selector, `data-submit-on-change`) submits its form before the
 * page's scripts run (decision 0061): the server answers it as it does without scripts, where a submit button shows
 * instead. Once React runs the control it handles the change and stops it before it reaches the window, so a change
 * is never submitted twice.
 */
const SUBMIT_ON_CHANGE =
  `addEventListener('change',function(e){var t=e.target,f=t&&t.form;` +
  `if(f&&t.hasAttribute('data-submit-on-change')){if(f.requestSubmit)f.requestSubmit();else f.submit()}});`;

/** How long after the load the scripts wait for the first contentful paint and the page's main pictures, at most. */
const CONTENTFUL_PAINT_WAIT_MS = 1000;
/** How long after its decoding a main picture that is not the largest contentful paint is taken to have been shown. */
const PICTURE_PAINT_WAIT_MS = 200;

/**
 * Preloads the start-up chunks and runs the entry scripts, in order, once the page's own content has loaded and the
 * frame that shows it has been painted (decision 0037): the load event comes before that frame, and adding the
 * scripts in it delayed the paint of the largest picture and put the scripts' downloads ahead of it. The first
 * contentful paint must also have been shown (its paint timing entry, reported once the frame is on screen; decision
 * 0053): a page whose load comes before it otherwise started its downloads and their compiling while that frame was
 * still being drawn, and made the first frame and every task around it wait for a core. The page's main pictures
 * (its `fetchpriority="high"` images) must also be decoded and shown — the largest contentful paint reported for one of
 * them, or 200 ms after their decoding for a page whose largest paint is something else (decision 0055): a picture
 * loaded by the load event was often painted only after the scripts had started, and its paint waited for their
 * downloads and their compiling. A second at most, in case a page never paints anything contentful or a picture never
 * decodes. A hidden page paints no frames, so it starts them at load. The elements it
 * adds are external scripts from this origin, which the policy allows by origin (no 'strict-dynamic').
 *
 * Each element is added in a task of its own, and the page's local storage, then its session storage, are opened in
 * one task each (decision 0043): starting a request costs main-thread time (more under DevTools, which records each
 * request's initiator), and the first read of either storage waits on the browser process to hand over the origin's
 * storage (both in one task took 2–21 ms under Lighthouse, often past the 12.5 ms that Lantern counts at 4×) —
 * the federation runtime reads local storage as it starts, the store when it restores the cart, and the router
 * session storage when it is created. All of it happens while the scripts download, when the main thread has nothing
 * else to do. A hidden page, whose timers the browser may hold back, does it all at once.
 *
 * Both storages are named at once, before any of that (decision 0047): naming one binds it, and the browser starts
 * loading the origin's data in the background; the first read then waits only for the data, where it had waited for
 * the whole opening (12–56 ms under Lighthouse on a first visit, the main thread idle and blocked meanwhile).
 */
function scriptsAfterLoad({ scripts, preloadScripts }: PageAssets): string {
  const urls = scriptJson({ entries: scripts, preloads: preloadScripts });
  return (
    `(function(s){${SUBMIT_ON_CHANGE}try{localStorage;sessionStorage}catch(e){}function add(e){document.head.appendChild(e)}` +
    `var steps=s.preloads.map(function(h){return function(){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=h;add(l)}})` +
    `.concat(s.entries.map(function(h){return function(){var e=document.createElement('script');e.src=h;e.async=false;add(e)}}))` +
    `.concat(function(){try{localStorage.length}catch(e){}},function(){try{sessionStorage.length}catch(e){}});` +
    `function go(later){var step=steps.shift();if(step){step();if(later)setTimeout(go,0,later);else go(later)}}` +
    `function shownPicture(p,then){var done=false,o;function once(){if(!done){done=true;if(o)o.disconnect();then()}}` +
    `try{o=new PerformanceObserver(function(l){l.getEntries().forEach(function(e){if([].indexOf.call(p,e.element)>=0)once()})});` +
    `o.observe({type:'largest-contentful-paint',buffered:true})}catch(e){return once()}setTimeout(once,${PICTURE_PAINT_WAIT_MS})}` +
    `function shown(then){var done=false,left=2,fcp=false,o;function once(){if(!done){done=true;if(o)o.disconnect();then()}}` +
    `function met(){if(--left===0)once()}function fcpShown(){if(!fcp){fcp=true;met()}}` +
    `try{var p=document.querySelectorAll('img[fetchpriority="high"]');if(!p.length)met();` +
    `else Promise.all([].map.call(p,function(i){return i.decode().catch(function(){})})).then(function(){shownPicture(p,met)},met)}catch(e){met()}` +
    `try{if(performance.getEntriesByName('first-contentful-paint').length)fcpShown();` +
    `else{o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)fcpShown()});o.observe({type:'paint'})}}catch(e){fcpShown()}` +
    `setTimeout(once,${CONTENTFUL_PAINT_WAIT_MS})}` +
    `function painted(){if(document.hidden)go(false);else shown(function(){requestAnimationFrame(function(){setTimeout(go,0,true)})})}` +
    `if(document.readyState==='complete')painted();else addEventListener('load',painted,{once:true})})(${urls})`
  );
}
