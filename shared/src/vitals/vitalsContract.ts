// The page-speed beacon's plain values, shared by the shell's reporter, the API and the console: the metrics, where the
// beacon goes, its limits and the store's budgets. No TypeBox here, so the page's bundle can import them.

/**
 * The Web Vitals a page reports (the `web-vitals` library) and the delay of its first tap: from the first tap
 * (pointerdown) on a control to the first paint after the page could honour it — the event's own next paint, or,
 * when the tap came before the scripts had started, the paint after they did (`storefront:page-ready`).
 */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB', 'FirstTap'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** Where pages send their beacon: the store's own origin (the page's CSP allows connect-src 'self'). */
export const BEACON_PATH = '/api/v1/web/beacon';

export const BEACON_LIMITS = {
  /** Entries in one beacon: five metrics of one page view, with room for the page's errors later. */
  vitals: 20,
  /** The largest body the endpoint reads, in bytes. */
  bodyBytes: 8 * 1024,
  /** Largest value kept, in the metric's own unit (ms; CLS is unitless): beyond it a reading is a broken clock. */
  value: 600_000,
} as const;

/** The boundary of the shell's own elements (`data-boundary="shell"`): it is no remote and has no release. */
export const SHELL_BOUNDARY = 'shell';

/** The store's budgets at the 75th percentile (ms; CLS unitless). Metrics without one are shown without a verdict. */
export const VITAL_BUDGETS: Partial<Record<VitalMetric, number>> = { LCP: 2500, INP: 200, CLS: 0.1 };

/** How the console labels each metric. */
export const VITAL_LABELS: Record<VitalMetric, string> = {
  LCP: 'Largest paint (LCP)',
  INP: 'Interaction to next paint (INP)',
  CLS: 'Layout shift (CLS)',
  TTFB: 'First byte (TTFB)',
  FirstTap: 'First tap delay',
};
