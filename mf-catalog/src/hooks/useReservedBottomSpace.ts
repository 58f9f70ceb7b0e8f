// A fixed bar at the bottom of a page reserves its height in `--page-bottom-bar-height` (declared in shared's
// tokens.css) while it is shown, so the shell's fixed buttons (scroll to top) sit above it instead of covering it.
import { useEffect, type RefObject } from 'react';

export const PAGE_BOTTOM_BAR_HEIGHT = '--page-bottom-bar-height';

export function useReservedBottomSpace(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty(PAGE_BOTTOM_BAR_HEIGHT, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(PAGE_BOTTOM_BAR_HEIGHT);
    };
  }, [bar]);
}
