// A horizontal swipe on the product picture before the Swiper has arrived: the first touch asks for the Swiper
// (GallerySlides, 81 KB with its library, which only touch uses), and a swipe still moves to the next or previous
// view meanwhile (decision 0036).
import { useRef, type PointerEvent } from 'react';

/** How far a finger must travel sideways, in CSS pixels, for a swipe. */
export const SWIPE_DISTANCE = 40;

interface Start {
  pointerId: number;
  x: number;
  y: number;
}

export function useTouchSwipe({ onTouch, onSwipe }: { onTouch: () => void; onSwipe: (step: 1 | -1) => void }) {
  const start = useRef<Start | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType !== 'touch') return;
      start.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
      onTouch();
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.pointerId !== event.pointerId) return;
      const across = event.clientX - from.x;
      if (Math.abs(across) >= SWIPE_DISTANCE && Math.abs(across) > Math.abs(event.clientY - from.y)) onSwipe(across < 0 ? 1 : -1);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
