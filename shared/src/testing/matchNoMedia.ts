// jsdom has no window.matchMedia, which Swiper reads to choose its breakpoint: a test file that mounts a carousel
// calls this once, and its window matches no media query (a narrow screen) until the file ends.
export function matchNoMedia(): void {
  const matchMedia = (media: string): MediaQueryList => ({
    matches: false,
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
  beforeAll(() => Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia }));
  afterAll(() => delete (window as { matchMedia?: unknown }).matchMedia);
}
