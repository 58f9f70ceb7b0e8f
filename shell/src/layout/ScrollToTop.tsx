// The round button that appears after 500 px of scroll (SPEC §2, §9) and takes the shopper back to the top. It sits
// above the page's own bottom bar, if the page has one (the product page's quick purchase).
import type { CSSProperties } from 'react';
import { SCROLL_TO_TOP_SCROLL_Y } from '@storefront/shared';
import { useScrolledPast } from '../scroll/useScrolledPast';
import { ArrowUpIcon } from './icons';
import { usePageBottomBarHeight } from './usePageBottomBarHeight';
import styles from './ScrollToTop.module.css';

export function ScrollToTop() {
  const isVisible = useScrolledPast(SCROLL_TO_TOP_SCROLL_Y);
  const barHeight = usePageBottomBarHeight(isVisible);
  if (!isVisible) return null;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className={styles.button}
      style={barHeight > 0 ? ({ '--page-bottom-bar-height': `${barHeight}px` } as CSSProperties) : undefined}
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })}
    >
      <ArrowUpIcon />
    </button>
  );
}
