// The text of built stylesheets, for inlining into a server-rendered page: no request stands between the HTML and
// its first paint. Read once per file version (name and mtime).
import fs from 'node:fs';
import path from 'node:path';

const cache = new Map<string, { mtimeMs: number; css: string }>();

/** A relative url() would resolve against the page instead of the stylesheet; such a file is not inlined. */
const RELATIVE_URL = /url\(\s*(?!['"]?(?:data:|https?:|\/))/i;

/** `hrefs` are URL paths under `urlBase`, which maps to `dir`; returns null if any cannot be inlined. */
export function inlineStylesheets(files: { dir: string; urlBase: string; href: string }[]): string | null {
  const parts: string[] = [];
  for (const { dir, urlBase, href } of files) {
    if (!href.startsWith(urlBase)) return null;
    const file = path.join(dir, href.slice(urlBase.length));
    if (!file.startsWith(dir + path.sep)) return null;
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    let cached = cache.get(file);
    if (!cached || cached.mtimeMs !== stat.mtimeMs) {
      cached = { mtimeMs: stat.mtimeMs, css: fs.readFileSync(file, 'utf8') };
      cache.set(file, cached);
    }
    if (RELATIVE_URL.test(cached.css)) return null;
    parts.push(cached.css);
  }
  // `</style` would end the element early; `<\/` means the same inside CSS strings and comments.
  return parts.join('\n').replace(/<\//g, '<\\/');
}
