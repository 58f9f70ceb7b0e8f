// The delay of the page's first tap: from the first tap (pointerdown, mousedown or click — the browser's first-input
// entry, kept from navigation on, whenever this code loads) on a control to the first paint after the page could
// honour it. That is the event's own next paint (its Event Timing duration) or, when the tap came before the scripts
// had started, the moment they did (the `storefront:page-ready` mark), whichever is later. A tap elsewhere is not
// counted, nor one whose node the browser no longer names (nothing tells what it was). A control the page has removed
// since (the link it followed) still counts: it is known by its own tag.

const TAPS = new Set(['pointerdown', 'mousedown', 'click']);

/** What a shopper taps expecting something to happen. */
const CONTROLS = 'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"]';

export interface FirstInput {
  name: string;
  startTime: number;
  duration: number;
  target?: Node | null;
}

export function firstTapDelay(input: FirstInput, pageReadyAt: number | undefined): number | null {
  if (!TAPS.has(input.name)) return null;
  const element = input.target instanceof Element ? input.target : (input.target?.parentElement ?? null);
  if (!element?.closest(CONTROLS)) return null;
  const honouredAt = Math.max(input.startTime + input.duration, pageReadyAt ?? 0);
  return honouredAt - input.startTime;
}
