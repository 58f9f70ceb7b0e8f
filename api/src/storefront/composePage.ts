// Puts a server-rendered page together from the shell's built index.html: the frame and screen HTML in #root, the
// state the first client render starts from, the route's title and description and the page's CSS inlined. The
// scripts start once the page has loaded: the bandwidth goes first to what is painted (the product picture), and
// the page is readable while they arrive.

import { SCREEN_MARKER, SERVER_STATE_ELEMENT_ID } from '@storefront/shared/src/ssr/pageContract';
import { escapeMarkup } from '../http/escapeMarkup';
import { nonceTags } from '../security/nonceTags';
import { scriptJson } from './pageState';

export { SCREEN_MARKER };

const STYLE_PRELOAD = /<link rel="preload" as="style" href="([^"]+)">/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" href="([^"]+)">/g;
/** React writes a preload before a prominent image; it belongs in the head (found sooner, and not in the way of hydration). */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;
const ENTRY_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/;

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
  /** The response's Content-Security-Policy nonce: index.html's and the page's own <script> and <style> carry it. */
  nonce: string;
}

/** The shell's own stylesheets, as index.html preloads them (the page renderer inlines them). */
export function shellStylesheets(template: string): string[] {
  return [...template.matchAll(STYLE_PRELOAD)].map((match) => match[1]);
}

export function composePage(template: string, parts: RenderedParts): string | null {
  const rootStart = template.indexOf('<div id="root">');
  const bodyEnd = template.lastIndexOf('</body>');
  if (rootStart < 0 || bodyEnd < rootStart || !parts.layoutHtml.includes(SCREEN_MARKER)) return null;
  let head = template.slice(0, rootStart);
  const entry = head.match(ENTRY_SCRIPT)?.[1];
  if (!entry) return null;
  const preloads = [...head.matchAll(SCRIPT_PRELOAD)].map((match) => match[1]);
  head = nonceTags(head.replace(STYLE_PRELOAD, '').replace(SCRIPT_PRELOAD, '').replace(ENTRY_SCRIPT, ''), parts.nonce);
  head = head.replace('</head>', () => `<style nonce="${parts.nonce}">${parts.css}</style></head>`);
  if (parts.title) head = head.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeMarkup(parts.title!)}</title>`);
  if (parts.description) head = head.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeMarkup(parts.description!)}"/>`);
  const imagePreloads = parts.screenHtml.match(IMAGE_PRELOAD) ?? [];
  const fetchPreloads = (parts.fetchPreloads ?? []).map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeMarkup(href)}">`);
  head = head.replace('</head>', () => `${imagePreloads.join('')}${fetchPreloads.join('')}</head>`);
  const screenHtml = parts.screenHtml.replace(IMAGE_PRELOAD, '');
  const root = `<div id="root">${parts.layoutHtml.replace(SCREEN_MARKER, () => screenHtml)}</div>`;
  const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${parts.stateJson}</script>`;
  return `${head}${root}${state}${scriptsAfterLoad(entry, preloads, parts.nonce)}${template.slice(bodyEnd)}`;
}

/** Preloads the start-up chunks and runs the entry script when the page's own content has loaded. */
function scriptsAfterLoad(entry: string, preloads: string[], nonce: string): string {
  const urls = scriptJson({ entry, preloads });
  return `<script nonce="${nonce}">(function(s){function go(){s.preloads.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=h;document.head.appendChild(l)});var e=document.createElement('script');e.src=s.entry;document.head.appendChild(e)}if(document.readyState==='complete')go();else addEventListener('load',go,{once:true})})(${urls})</script>`;
}
