// Puts a server-rendered page together from the shell's build outputs (pageAssets.ts): the frame with the layout and
// screen HTML in #root, the state the first client render starts from, the route's title and description and the
// page's CSS inlined, and the asset manifest's scripts. The scripts start once the page has loaded: the bandwidth
// goes first to what is painted (the product picture), and the page is readable while they arrive.

import { SCREEN_MARKER, SERVER_STATE_ELEMENT_ID } from '@storefront/shared/contracts';
import { escapeMarkup } from '../http/escapeMarkup';
import { nonceTags } from '../security/nonceTags';
import { scriptJson } from './pageState';
import type { PageAssets } from './pageAssets';

export { SCREEN_MARKER };

/** React writes a preload before a prominent image; it belongs in the head (found sooner, and not in the way of hydration). */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;

export interface RenderedParts {
  layoutHtml: string;
  screenHtml: string;
  /** Already safe inside a <script> element. */
  stateJson: string;
  /** Every stylesheet the page needs, the shell's included; already safe inside a <style> element. */
  css: string;
  /** API answers the first client render fetches (pageState.ts). */
  fetchPreloads?: string[];
  title?: string;
  description?: string;
  /** The response's Content-Security-Policy nonce: the frame's and the page's own <script> and <style> carry it. */
  nonce: string;
}

export function composePage(frame: string, assets: PageAssets, parts: RenderedParts): string | null {
  const rootStart = frame.indexOf('<div id="root">');
  const bodyEnd = frame.lastIndexOf('</body>');
  if (rootStart < 0 || bodyEnd < rootStart || !parts.layoutHtml.includes(SCREEN_MARKER) || assets.scripts.length === 0) return null;
  let head = nonceTags(frame.slice(0, rootStart), parts.nonce);
  head = head.replace('</head>', () => `<style nonce="${parts.nonce}">${parts.css}</style></head>`);
  if (parts.title) head = head.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeMarkup(parts.title!)}</title>`);
  if (parts.description)
    head = head.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeMarkup(parts.description!)}"/>`);
  const imagePreloads = parts.screenHtml.match(IMAGE_PRELOAD) ?? [];
  const fetchPreloads = (parts.fetchPreloads ?? []).map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeMarkup(href)}">`);
  head = head.replace('</head>', () => `${imagePreloads.join('')}${fetchPreloads.join('')}</head>`);
  const screenHtml = parts.screenHtml.replace(IMAGE_PRELOAD, '');
  const root = `<div id="root">${parts.layoutHtml.replace(SCREEN_MARKER, () => screenHtml)}</div>`;
  const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${parts.stateJson}</script>`;
  return `${head}${root}${state}${scriptsAfterLoad(assets, parts.nonce)}${frame.slice(bodyEnd)}`;
}

/** Preloads the start-up chunks and runs the entry scripts, in order, when the page's own content has loaded. */
function scriptsAfterLoad({ scripts, preloadScripts }: PageAssets, nonce: string): string {
  const urls = scriptJson({ entries: scripts, preloads: preloadScripts });
  return `<script nonce="${nonce}">(function(s){function go(){s.preloads.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=h;document.head.appendChild(l)});s.entries.forEach(function(h){var e=document.createElement('script');e.src=h;e.async=false;document.head.appendChild(e)})}if(document.readyState==='complete')go();else addEventListener('load',go,{once:true})})(${urls})</script>`;
}
