// A product carousel whose first view is server-rendered (StillCarousel) and which becomes the Swiper (ProductCarousel)
// once it nears the viewport and Swiper's code has loaded; home's featured row. Its cards work from the first paint,
// and Swiper's code still loads only for a shopper who scrolls near it. The swap is made in a quiet moment (whenQuiet),
// rendered as a transition so that a tap arriving meanwhile is not kept waiting, and keeps a card control's focus.
import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { Product } from '@storefront/shared';
import { StillCarousel } from './StillCarousel';
import { whenQuiet } from './whenQuiet';

interface Props {
  products: Product[];
  label: string;
  slidesPerView: Record<number, number>;
}

const loadCarousel = () => import('./ProductCarousel');
const CONTROLS = 'a[href], button';

/** Which card control has the focus, as the card's product and the control's place in it. */
interface FocusedControl {
  productId: string;
  index: number;
}

function focusedControlIn(frame: HTMLElement): FocusedControl | null {
  const active = document.activeElement;
  const card = active && frame.contains(active) ? active.closest<HTMLElement>('[data-product-id]') : null;
  if (!active || !card) return null;
  return { productId: card.dataset.productId!, index: [...card.querySelectorAll(CONTROLS)].indexOf(active) };
}

export function CarouselWhenNear(props: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const focused = useRef<FocusedControl | null>(null);
  // The still view first, on the server too: the server's HTML and the browser's first render must agree.
  const [Carousel, setCarousel] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    if (Carousel || !frame.current) return;
    let cancelled = false;
    let cancelSwap = () => {};
    const load = () =>
      void loadCarousel().then((module) => {
        if (cancelled || !frame.current) return;
        const area = frame.current;
        cancelSwap = whenQuiet(area, () => {
          focused.current = focusedControlIn(area);
          startTransition(() => setCarousel(() => module.default));
        });
      });
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        cancelled = true;
        cancelSwap();
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '200px' },
    );
    observer.observe(frame.current);
    return () => {
      cancelled = true;
      cancelSwap();
      observer.disconnect();
    };
  }, [Carousel]);
  useLayoutEffect(() => {
    const was = focused.current;
    if (!Carousel || !was || !frame.current) return;
    focused.current = null;
    const card = frame.current.querySelector(`[data-product-id="${CSS.escape(was.productId)}"]`);
    card?.querySelectorAll<HTMLElement>(CONTROLS)[was.index]?.focus({ preventScroll: true });
  }, [Carousel]);
  return <div ref={frame}>{Carousel ? <Carousel {...props} /> : <StillCarousel {...props} />}</div>;
}
