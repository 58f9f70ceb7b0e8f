// Puts a server-rendered page together from the shell's build outputs (shellPageAssets.ts): its start (the frame's head
// and the shell's CSS, sent before the render: pageStart), then the route's title and description, the screen's CSS
// inlined, the layout and screen HTML in #root, the state the first client render starts from, the block naming the
// shell's scripts and the inline loader that starts them (startup/: how a page starts, and when its scripts do). It
// also says which inline code the page's policy allows: the frame's, and the <style> and loader written here (never
// the screen's).

import { SCREEN_MARKER, SERVER_STATE_ELEMENT_ID } from '@storefront/shared/contracts';
import { OWN_LAYOUT_ATTRIBUTE } from '@storefront/startup/page-globals';
import { pageLoaderScript, pageScriptsBlock } from '@storefront/startup/server';
import { escapeMarkup } from '../http/escapeMarkup';
import { inlineCodeOf, joinInlineCode, type InlineCode } from '../security/inlineCode';
import type { InlinedStylesheet } from './stylesheets';
import type { PageAssets } from './shellPageAssets';
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
 * A page's first bytes, known before its render: the frame's head without the title and description
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
  return html.replace(/<html\b/i, `<html ${OWN_LAYOUT_ATTRIBUTE}="own"`);
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
  const loader = pageLoaderScript();
  const scripts = pageScriptsBlock({ entries: assets.scripts, preloads: assets.preloadScripts });
  const rest = `${headRest}${start.frameBodyStart}${root}${state}${scripts}<script${nonceAttribute}>${loader}</script>${start.frameEnd}`;
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
