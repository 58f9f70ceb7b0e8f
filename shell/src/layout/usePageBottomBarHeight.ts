// The height of the page's own fixed bottom bar (a remote marks it with @storefront/shared/contracts' pageBottomBar),
// measured each time `active` turns on (the scroll-to-top button appearing); 0 when the page has none. A bar that
// changes height while the button is shown (a window resized past a breakpoint) is measured when it next appears.
import { useEffect, useState } from 'react';
import { PAGE_BOTTOM_BAR_ATTRIBUTE } from '@storefront/shared/contracts';

export function usePageBottomBarHeight(active: boolean): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const bar = active ? document.querySelector(`[${PAGE_BOTTOM_BAR_ATTRIBUTE}]`) : null;
    setHeight(bar ? Math.ceil(bar.getBoundingClientRect().height) : 0);
  }, [active]);
  return height;
}
