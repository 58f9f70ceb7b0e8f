// When a canary is bad enough for the store to abort it by itself: once it has at least `minViews` page views, and its
// error rate (page views with an error of its own / page views) is worse than the live release's by `marginPoints`
// percentage points or more. A live release without views counts as error-free: the canary is judged against zero.
import type { HealthFigures } from './releaseHealthTables';

export interface AbortThresholds {
  minViews: number;
  /** Percentage points, e.g. 1 for "one point worse than live". */
  marginPoints: number;
}

export const DEFAULT_ABORT_THRESHOLDS: AbortThresholds = { minViews: 200, marginPoints: 1 };

/** Share of page views that failed, 0 to 1 (0 without views; never above 1 whatever was counted). */
export function errorRate({ views, failedViews }: HealthFigures): number {
  return views > 0 ? Math.min(1, failedViews / views) : 0;
}

export function shouldAbortCanary(canary: HealthFigures, live: HealthFigures, { minViews, marginPoints }: AbortThresholds): boolean {
  if (canary.views < minViews || canary.views === 0) return false;
  // In whole numbers (the margin in hundredths of a point, cross-multiplied), so a canary exactly at the margin
  // compares equal without floating-point doubt: canaryFailed / canaryViews - liveFailed / liveViews >= margin / 100.
  const margin = Math.round(marginPoints * 100);
  const canaryFailed = Math.min(canary.failedViews, canary.views);
  if (live.views === 0) return canaryFailed * 10_000 >= margin * canary.views;
  const liveFailed = Math.min(live.failedViews, live.views);
  return (canaryFailed * live.views - liveFailed * canary.views) * 10_000 >= margin * canary.views * live.views;
}
