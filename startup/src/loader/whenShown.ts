// Calls back once the loaded page has been shown: its first contentful paint reported (the paint timing entry comes
// once that frame is on screen) and its main pictures (`fetchpriority="high"`) decoded and shown — the largest
// contentful paint reported for one of them, or 200 ms after their decoding for a page whose largest paint is
// something else. A second at most, for a page that never paints anything contentful or a picture that never decodes.
// Scripts started earlier took the bandwidth and the cores that frame and those pictures were waiting for.
import { MAIN_PICTURES_SELECTOR } from '../pageGlobals';
import type { LoaderWindow } from './loaderWindow';

/** How long after the load the scripts wait for the first contentful paint and the page's main pictures, at most. */
export const CONTENTFUL_PAINT_WAIT_MS = 1000;
/** How long after its decoding a main picture that is not the largest contentful paint is taken to have been shown. */
export const PICTURE_PAINT_WAIT_MS = 200;

/** Calls `then` once, and disconnects the observer it was waiting on. */
function onceOnly(then: () => void): { once: () => void; watch: (observer: PerformanceObserver) => void } {
  let done = false;
  let observer: PerformanceObserver | undefined;
  return {
    once: () => {
      if (done) return;
      done = true;
      observer?.disconnect();
      then();
    },
    watch: (o) => (observer = o),
  };
}

/** After the pictures have decoded: once the largest contentful paint names one of them, or 200 ms. */
function picturesShown(w: LoaderWindow, pictures: ArrayLike<Element>, then: () => void): void {
  const { once, watch } = onceOnly(then);
  try {
    const observer = new w.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (Array.prototype.indexOf.call(pictures, (entry as LargestContentfulPaint).element) >= 0) once();
    });
    watch(observer);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    return once();
  }
  w.setTimeout(once, PICTURE_PAINT_WAIT_MS);
}

export function whenShown(w: LoaderWindow, then: () => void): void {
  const { once, watch } = onceOnly(then);
  let waitingFor = 2;
  const met = () => {
    if (--waitingFor === 0) once();
  };
  let contentfulPaint = false;
  const contentfulPaintShown = () => {
    if (contentfulPaint) return;
    contentfulPaint = true;
    met();
  };
  try {
    const pictures = w.document.querySelectorAll<HTMLImageElement>(MAIN_PICTURES_SELECTOR);
    if (!pictures.length) met();
    else
      Promise.all(Array.prototype.map.call(pictures, (picture: HTMLImageElement) => picture.decode().catch(() => undefined))).then(
        () => picturesShown(w, pictures, met),
        met,
      );
  } catch {
    met();
  }
  try {
    if (w.performance.getEntriesByName('first-contentful-paint').length) contentfulPaintShown();
    else {
      const observer = new w.PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) contentfulPaintShown();
      });
      watch(observer);
      observer.observe({ type: 'paint' });
    }
  } catch {
    contentfulPaintShown();
  }
  w.setTimeout(once, CONTENTFUL_PAINT_WAIT_MS);
}
