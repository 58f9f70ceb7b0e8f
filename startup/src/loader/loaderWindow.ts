// The part of the browser the inline loader uses, passed in rather than read from globals so tests can hand it a
// stand-in whose events, frames and tasks they step (fakePageWindow.ts).

export type LoaderWindow = Pick<
  Window,
  'addEventListener' | 'document' | 'localStorage' | 'sessionStorage' | 'performance' | 'requestAnimationFrame' | 'setTimeout'
> & {
  PerformanceObserver: typeof PerformanceObserver;
};
