// A product carousel whose first view is server-rendered (StillCarousel) and which becomes the Swiper (ProductCarousel)
// once it nears the viewport and Swiper's code has loaded; home's featured row. Its cards work from the first paint,
// and Swiper's code still loads only for a shopper who scrolls near it. The swap keeps a card control's keyboard focus.
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { Product } from '@storefront/shared';
import { StillCarousel } from './StillCarousel';

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
    const load = () =>
      void loadCarousel().then((module) => {
        if (cancelled || !frame.current) return;
        focused.current = focusedControlIn(frame.current);
        setCarousel(() => module.default);
      });
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => void (cancelled = true);
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
