// Page-side expressions both adapters evaluate, as source text (see findElement.ts for why not functions).
import type { Target } from './driver';
import { FIND_ELEMENT, serialTarget } from './findElement';

// The id of the server state's script element (@storefront/shared/contracts): a server-rendered page has one, and is
// interactive once the shell has hydrated it and set <html data-page-ready>.
const SERVER_STATE_ELEMENT_ID = 'storefront-server-state';

/** An expression whose value is the target's element, or null. */
export const findExpression = (target: Target): string => `${FIND_ELEMENT}(${JSON.stringify(serialTarget(target))})`;

/** An expression that is true once the page can be used: a page the server rendered, once hydrated. */
export const PAGE_READY = `(document.readyState !== 'loading' && (!document.getElementById(${JSON.stringify(SERVER_STATE_ELEMENT_ID)}) || document.documentElement.dataset.pageReady === 'true'))`;

/**
 * Page-side body over `el`: scrolls it to the middle of the view (clear of the page's sticky bars) and says whether a
 * click at the centre of its first box (where WebDriver clicks: a link's first line) reaches it, rather than a
 * backdrop or a dialog still fading in over it.
 */
export const SCROLL_AND_HIT_TEST = `el.scrollIntoView({ block: 'center', behavior: 'instant' });
const box = el.getClientRects()[0];
if (!box) return false;
const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
return !!hit && (hit === el || el.contains(hit));`;
