// The header's scroll rules (SPEC §2 "Global behaviour", §9): a background past 100 px, hidden while scrolling down past 250 px.
import { HEADER_BACKGROUND_SCROLL_Y, HEADER_HIDE_SCROLL_Y } from '@storefront/shared';

export interface HeaderScrollState {
  lastY: number;
  hasBackground: boolean;
  isHidden: boolean;
}

export const INITIAL_HEADER_SCROLL: HeaderScrollState = { lastY: 0, hasBackground: false, isHidden: false };

/** The header state after the page scrolled from `previous.lastY` to `y`. Not moving keeps the hidden state as it was. */
export function nextHeaderScroll(previous: HeaderScrollState, y: number): HeaderScrollState {
  let isHidden = previous.isHidden;
  if (y <= HEADER_HIDE_SCROLL_Y || y < previous.lastY) isHidden = false;
  else if (y > previous.lastY) isHidden = true;
  return { lastY: y, hasBackground: y > HEADER_BACKGROUND_SCROLL_Y, isHidden };
}
