// The data block that names what the inline loader starts (`PageScripts`): JSON, so the loader's text stays the same
// on every page and needs no hash of its own per page. A data block is not run, so the page's policy needs none for it.
import { PAGE_SCRIPTS_ELEMENT_ID, type PageScripts } from '../pageGlobals';

/** JSON that is safe inside a <script> element. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export function pageScriptsBlock(scripts: PageScripts): string {
  return `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${scriptJson({ entries: scripts.entries, preloads: scripts.preloads })}</script>`;
}
