// The header's visible scroll state (background, hidden), re-rendering only when one of the two changes.
import { useRef, useState } from 'react';
import { INITIAL_HEADER_SCROLL, nextHeaderScroll } from './headerScroll';
import { useWindowScroll } from './useWindowScroll';

export function useHeaderScroll(): { hasBackground: boolean; isHidden: boolean } {
  const latest = useRef(INITIAL_HEADER_SCROLL);
  const [visible, setVisible] = useState({ hasBackground: false, isHidden: false });
  useWindowScroll((y) => {
    const next = nextHeaderScroll(latest.current, y);
    latest.current = next;
    setVisible((shown) =>
      shown.hasBackground === next.hasBackground && shown.isHidden === next.isHidden ? shown : { hasBackground: next.hasBackground, isHidden: next.isHidden },
    );
  });
  return visible;
}
