// The automatic abort's rule at its edges: the minimum of page views, the margin over the live release's error rate,
// and a live release without views.
import { errorRate, shouldAbortCanary } from './abortRule';

const RULE = { minViews: 200, marginPoints: 1 };
const figures = (views: number, failedViews: number) => ({ views, failedViews });

describe('shouldAbortCanary', () => {
  it('waits for the minimum of page views: one short of it never aborts, exactly at it does', () => {
    expect(shouldAbortCanary(figures(199, 199), figures(1000, 0), RULE)).toBe(false);
    expect(shouldAbortCanary(figures(200, 200), figures(1000, 0), RULE)).toBe(true);
  });

  it('aborts a canary exactly the margin worse than live, not one a hair better', () => {
    // 3 of 200 = 1.5 %, live 1 of 200 = 0.5 %: exactly one point worse.
    expect(shouldAbortCanary(figures(200, 3), figures(200, 1), RULE)).toBe(true);
    // 299 of 20,000 = 1.495 %: 0.995 points worse.
    expect(shouldAbortCanary(figures(20_000, 299), figures(200, 1), RULE)).toBe(false);
  });

  it('keeps a canary as good as or better than live', () => {
    expect(shouldAbortCanary(figures(500, 5), figures(500, 5), RULE)).toBe(false);
    expect(shouldAbortCanary(figures(500, 0), figures(500, 50), RULE)).toBe(false);
    expect(shouldAbortCanary(figures(500, 0), figures(0, 0), RULE)).toBe(false);
  });

  it('judges the canary against zero errors when the live release has no page views', () => {
    expect(shouldAbortCanary(figures(200, 2), figures(0, 0), RULE)).toBe(true);
    expect(shouldAbortCanary(figures(200, 1), figures(0, 0), RULE)).toBe(false);
  });

  it('takes fractional margins exactly, and a margin of zero aborts a canary no better than live', () => {
    expect(shouldAbortCanary(figures(200, 1), figures(0, 0), { minViews: 200, marginPoints: 0.5 })).toBe(true);
    expect(shouldAbortCanary(figures(1000, 1), figures(1000, 0), { minViews: 1, marginPoints: 0.1 })).toBe(true);
    expect(shouldAbortCanary(figures(1000, 1), figures(1000, 1), { minViews: 1, marginPoints: 0 })).toBe(true);
    expect(shouldAbortCanary(figures(1000, 0), figures(1000, 1), { minViews: 1, marginPoints: 0 })).toBe(false);
  });

  it('never counts more failed views than views (made-up beacons cannot push a rate past 100 %)', () => {
    expect(errorRate(figures(10, 50))).toBe(1);
    expect(shouldAbortCanary(figures(200, 10_000), figures(200, 199), { minViews: 200, marginPoints: 1 })).toBe(false);
    expect(errorRate(figures(0, 0))).toBe(0);
  });
});
