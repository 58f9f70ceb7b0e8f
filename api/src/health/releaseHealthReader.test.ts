import { describeHealth } from './releaseHealthReader';

const health = { remote: 'cart', release: 'r', views: 400, failedViews: 6, errors: 9, errorRate: 0.015, errorKinds: { render: 9 }, lcp: 2104.6, inp: null };

describe('describeHealth', () => {
  it('says views, the share of views with errors, the errors and the 75th percentiles', () => {
    expect(describeHealth(health)).toBe('400 views, 1.50 % with errors (9 errors), p75 LCP 2105 ms, INP –');
  });

  it('says when a release has no page views yet', () => {
    expect(describeHealth({ ...health, views: 0 })).toBe('no page views yet');
    expect(describeHealth(undefined)).toBe('no page views yet');
  });
});
