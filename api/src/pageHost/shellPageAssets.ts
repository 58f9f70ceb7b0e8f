// What the shell's build writes for composing server-rendered pages (webpack/pageAssets.js): the frame
// (`page-frame.html`, index.html without scripts or stylesheets) and the asset manifest (`page-assets.json`).
// Read per file version, so a redeployed shell is picked up on the next page. A shell built without them has its
// pages rendered by the browser.
import fs from 'node:fs';
import path from 'node:path';
import { fileVersionCache } from './fileVersionCache';

export const PAGE_FRAME_FILE = 'page-frame.html';
export const PAGE_ASSETS_FILE = 'page-assets.json';

export interface PageAssets {
  /** The entry's scripts, run in this order once the page has loaded. */
  scripts: string[];
  /** Start-up chunks the entry needs next: preloaded as it starts. */
  preloadScripts: string[];
  /** The stylesheets of the first render, as URLs under the shell's folder (the page renderer inlines them). */
  styles: string[];
}

const isUrl = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/');
const isUrlList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isUrl);

const readAssets = fileVersionCache((file): PageAssets | null => {
  const value = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<PageAssets>;
  if (!isUrlList(value.scripts) || value.scripts.length === 0 || !isUrlList(value.preloadScripts) || !isUrlList(value.styles)) return null;
  return { scripts: value.scripts, preloadScripts: value.preloadScripts, styles: value.styles };
});

const readText = fileVersionCache((file) => fs.readFileSync(file, 'utf8'));

/**
 * The shell's frame, assets and index.html (the page a failed render ends as), or null when its build has not written
 * them (or wrote something unreadable).
 */
export function shellPageAssets(shellDir: string): { frame: string; assets: PageAssets; indexHtml: string } | null {
  const assets = readAssets(path.join(shellDir, PAGE_ASSETS_FILE));
  const frame = readText(path.join(shellDir, PAGE_FRAME_FILE));
  const indexHtml = readText(path.join(shellDir, 'index.html'));
  return assets && frame && indexHtml ? { frame, assets, indexHtml } : null;
}
