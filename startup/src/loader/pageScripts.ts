// Reads what the loader starts from the page's data block (`PAGE_SCRIPTS_ELEMENT_ID`, written by the server). A page
// without one, or with one that is not a list of URLs, starts no scripts: it stays the server's page, whose forms work.
import { PAGE_SCRIPTS_ELEMENT_ID, type PageScripts } from '../pageGlobals';

const isUrlList = (value: unknown): value is string[] => Array.isArray(value) && value.every((url) => typeof url === 'string');

export function readPageScripts(doc: Pick<Document, 'getElementById'>): PageScripts | null {
  try {
    const value = JSON.parse(doc.getElementById(PAGE_SCRIPTS_ELEMENT_ID)?.textContent || 'null') as Partial<PageScripts> | null;
    return value && isUrlList(value.entries) && isUrlList(value.preloads) ? { entries: value.entries, preloads: value.preloads } : null;
  } catch {
    return null;
  }
}
