// A page's own fixed bar at the bottom of the screen (the product page's quick purchase) carries this attribute, and
// the shell's fixed buttons (scroll to top) measure it when they appear, to sit above it instead of covering it. Only
// the button restyles: a height kept in a custom property on <html> made the browser restyle every element of the
// page once the bar was measured at start-up (40 ms at 4× CPU on the product page).
export const PAGE_BOTTOM_BAR_ATTRIBUTE = 'data-page-bottom-bar';

/** Spread onto the bar: `<div {...pageBottomBar()}>`. */
export function pageBottomBar(): { [PAGE_BOTTOM_BAR_ATTRIBUTE]: '' } {
  return { [PAGE_BOTTOM_BAR_ATTRIBUTE]: '' };
}
