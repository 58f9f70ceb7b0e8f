// The text of built stylesheets, for inlining into a server-rendered page: no request stands between the HTML and
// its first paint. Only the files whose classes the page's HTML uses are inlined (a remote's other screens load
// theirs with their code). Read once per file version (name and mtime). Each keeps the file name its app's code
// knows it by, so that code does not load it a second time (composePage.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileVersionCache } from './fileVersionCache';

const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const stylesheet = fileVersionCache((file) => {
  const css = fs.readFileSync(file, 'utf8');
  return { css, classes: [...new Set([...css.matchAll(CLASS_SELECTOR)].map((match) => match[1]))] };
});
const CLASS_ATTRIBUTE = /class="([^"]*)"/g;

/** The class names an HTML fragment uses. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) for (const name of value.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** A relative url() would resolve against the page instead of the stylesheet; such a file is not inlined. */
const RELATIVE_URL = /url\(\s*(?!['"]?(?:data:|https?:|\/))/i;

export interface InlinedStylesheet {
  /** The file's path under its app's public path ("361.47907d55.css"), as the app's chunk loader names it. */
  file: string;
  /** Safe inside a <style> element. */
  css: string;
}

/**
 * `hrefs` are URL paths under `urlBase`, which maps to `dir`. A file marked `ifUsedBy` is left out unless one of its
 * class selectors is in that set. Returns null if a file cannot be inlined.
 */
export function inlineStylesheets(files: { dir: string; urlBase: string; href: string; ifUsedBy?: Set<string> }[]): InlinedStylesheet[] | null {
  const parts: InlinedStylesheet[] = [];
  for (const { dir, urlBase, href, ifUsedBy } of files) {
    if (!href.startsWith(urlBase)) return null;
    const file = path.join(dir, href.slice(urlBase.length));
    if (!file.startsWith(dir + path.sep)) return null;
    const cached = stylesheet(file);
    if (!cached) return null;
    if (ifUsedBy && !cached.classes.some((name) => ifUsedBy.has(name))) continue;
    if (RELATIVE_URL.test(cached.css)) return null;
    // `</style` would end the element early; `<\/` means the same inside CSS strings and comments.
    parts.push({ file: href.slice(urlBase.length), css: cached.css.replace(/<\//g, '<\\/') });
  }
  return parts;
}
