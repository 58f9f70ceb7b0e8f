// The inline <script> and <style> elements a page may run, allowed by their SHA-256 hashes in its
// Content-Security-Policy (decision 0027). Hashes instead of a per-response nonce make a page the same bytes for every
// shopper, so it can be cached already compressed. Only trusted markup (the shell's build output, and what
// composePage writes) is read for them; markup a rendered screen lets through runs only if it is byte for byte one of
// those elements, which then does nothing the page does not already do.
import { createHash } from 'node:crypto';

export interface InlineCode {
  /** The text of each inline script, as written between its tags. */
  scripts: string[];
  /** The text of each <style> element. */
  styles: string[];
}

const INLINE_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
const EXTERNAL = /\bsrc\s*=/i;
/** A data block (the page's server state): not run, so not subject to script-src. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json\b/i;

/** The inline scripts and styles of trusted markup; external scripts and data blocks are not inline code. */
export function inlineCodeOf(trustedHtml: string): InlineCode {
  const code: InlineCode = { scripts: [], styles: [] };
  for (const [, tag, attributes, text] of trustedHtml.matchAll(INLINE_ELEMENT)) {
    if (tag.toLowerCase() === 'style') code.styles.push(text);
    else if (!EXTERNAL.test(attributes) && !DATA_BLOCK.test(attributes)) code.scripts.push(text);
  }
  return code;
}

export function joinInlineCode(...parts: InlineCode[]): InlineCode {
  return { scripts: parts.flatMap((part) => part.scripts), styles: parts.flatMap((part) => part.styles) };
}

/** The policy source for one element; the browser hashes its text after the parser has turned CR LF into LF. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`;
}
