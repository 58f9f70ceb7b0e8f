// The round button that appears after 500 px of scroll (SPEC §2, §9) and takes the shopper back to the top.
import { SCROLL_TO_TOP_SCROLL_Y } from '@storefront/shared';
import { useScrolledPast } from '../scroll/useScrolledPast';
import { ArrowUpIcon } from './icons';
import styles from './ScrollToTop.module.css';

export function ScrollToTop() {
  const isVisible = useScrolledPast(SCROLL_TO_TOP_SCROLL_Y);
  if (!isVisible) return null;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })}
    >
      <ArrowUpIcon />
    </button>
  );
}
