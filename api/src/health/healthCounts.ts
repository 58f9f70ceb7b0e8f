// Counting a page view's health into release_health and release_errors, and reading it back per remote release with
// the 75th percentile of LCP and INP of the readings attributed to that release (web_vital_buckets).
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { type BucketCount, type ErrorKind, percentileFromBuckets } from '@storefront/shared/vitals';
import type { Database, Queryable } from '../db/types';
import { bucketsPerRelease, utcDay } from '../vitals/vitalCounts';
import { errorRate } from './abortRule';
import { type HealthFigures, releaseErrors, releaseHealth } from './releaseHealthTables';

export interface PageHealth {
  route: string;
  /** Remote → the release the page was served ('' for none). */
  releases: Record<string, string>;
  views: readonly string[];
  errors: readonly { remote: string; kind: ErrorKind }[];
  failed: readonly string[];
}

export interface ReleaseHealth extends HealthFigures {
  remote: string;
  release: string;
  errors: number;
  /** failedViews / views, 0 to 1. */
  errorRate: number;
  errorKinds: Partial<Record<ErrorKind, number>>;
  /** The 75th percentile of the LCP and INP readings attributed to this release, null without readings. */
  lcp: number | null;
  inp: number | null;
}

const releaseOf = (page: PageHealth, remote: string) => (Object.hasOwn(page.releases, remote) ? page.releases[remote] : '');

/** Adds one beacon's health to today's counts; nothing when it carries none. */
export async function countHealth(db: Queryable, now: Date, page: PageHealth): Promise<void> {
  const day = utcDay(now);
  const rows = new Map<string, typeof releaseHealth.$inferInsert & { views: number; failedViews: number; errors: number }>();
  const row = (remote: string) =>
    rows.get(remote) ??
    rows.set(remote, { day, remote, release: releaseOf(page, remote), route: page.route, views: 0, failedViews: 0, errors: 0 }).get(remote)!;
  for (const remote of page.views) row(remote).views += 1;
  for (const remote of page.failed) row(remote).failedViews += 1;
  const kinds = new Map<string, typeof releaseErrors.$inferInsert>();
  for (const { remote, kind } of page.errors) {
    row(remote).errors += 1;
    const key = `${remote}\n${kind}`;
    const entry = kinds.get(key) ?? kinds.set(key, { day, remote, release: releaseOf(page, remote), kind, count: 0 }).get(key)!;
    entry.count += 1;
  }
  if (rows.size) {
    await db
      .insert(releaseHealth)
      .values([...rows.values()])
      .onConflictDoUpdate({
        target: [releaseHealth.day, releaseHealth.remote, releaseHealth.release, releaseHealth.route],
        set: {
          views: sql`${releaseHealth.views} + excluded.views`,
          failedViews: sql`${releaseHealth.failedViews} + excluded.failed_views`,
          errors: sql`${releaseHealth.errors} + excluded.errors`,
        },
      });
  }
  if (kinds.size) {
    await db
      .insert(releaseErrors)
      .values([...kinds.values()])
      .onConflictDoUpdate({
        target: [releaseErrors.day, releaseErrors.remote, releaseErrors.release, releaseErrors.kind],
        set: { count: sql`${releaseErrors.count} + excluded.count` },
      });
  }
}

/** Deletes the days before the last `retentionDays` (today included), as the page-speed histograms are. */
export async function pruneOldHealth(db: Database, now: Date, retentionDays: number): Promise<void> {
  const before = utcDay(now, retentionDays - 1);
  await db.delete(releaseHealth).where(lt(releaseHealth.day, before));
  await db.delete(releaseErrors).where(lt(releaseErrors.day, before));
}

/** Page views and failed ones of one release over every day kept. */
export async function healthFiguresOf(db: Queryable, remote: string, release: string): Promise<HealthFigures> {
  const [totals] = await db
    .select({
      views: sql<number>`coalesce(sum(${releaseHealth.views}), 0)::int`,
      failedViews: sql<number>`coalesce(sum(${releaseHealth.failedViews}), 0)::int`,
    })
    .from(releaseHealth)
    .where(and(eq(releaseHealth.remote, remote), eq(releaseHealth.release, release)));
  return { views: totals?.views ?? 0, failedViews: totals?.failedViews ?? 0 };
}

/** The health of every release of `remotes` named in `releases` (remote → ids), over every day kept. */
export async function releaseHealthOf(db: Database, wanted: ReadonlyMap<string, readonly string[]>): Promise<ReleaseHealth[]> {
  const remotes = [...wanted.keys()];
  if (!remotes.length) return [];
  const [totals, kinds, vitals] = await Promise.all([
    db
      .select({
        remote: releaseHealth.remote,
        release: releaseHealth.release,
        views: sql<number>`sum(${releaseHealth.views})::int`,
        failedViews: sql<number>`sum(${releaseHealth.failedViews})::int`,
        errors: sql<number>`sum(${releaseHealth.errors})::int`,
      })
      .from(releaseHealth)
      .where(inArray(releaseHealth.remote, remotes))
      .groupBy(releaseHealth.remote, releaseHealth.release),
    db
      .select({ remote: releaseErrors.remote, release: releaseErrors.release, kind: releaseErrors.kind, count: sql<number>`sum(${releaseErrors.count})::int` })
      .from(releaseErrors)
      .where(inArray(releaseErrors.remote, remotes))
      .groupBy(releaseErrors.remote, releaseErrors.release, releaseErrors.kind),
    bucketsPerRelease(db, remotes, ['LCP', 'INP']),
  ]);
  const key = (remote: string, release: string) => `${remote}\n${release}`;
  const buckets = new Map<string, BucketCount[]>();
  for (const { remote, release, metric, bucket, count } of vitals) {
    const id = `${key(remote, release)}\n${metric}`;
    (buckets.get(id) ?? buckets.set(id, []).get(id)!).push({ bucket, count });
  }
  const p75 = (remote: string, release: string, metric: 'LCP' | 'INP') => {
    const counts = buckets.get(`${key(remote, release)}\n${metric}`);
    return counts ? (percentileFromBuckets(metric, counts, 0.75) ?? null) : null;
  };
  return [...wanted].flatMap(([remote, releases]) =>
    releases.map((release): ReleaseHealth => {
      const total = totals.find((row) => row.remote === remote && row.release === release);
      const figures = { views: total?.views ?? 0, failedViews: total?.failedViews ?? 0 };
      const errorKinds: Partial<Record<ErrorKind, number>> = {};
      for (const row of kinds) if (row.remote === remote && row.release === release) errorKinds[row.kind] = row.count;
      return {
        remote,
        release,
        ...figures,
        errors: total?.errors ?? 0,
        errorRate: errorRate(figures),
        errorKinds,
        lcp: p75(remote, release, 'LCP'),
        inp: p75(remote, release, 'INP'),
      };
    }),
  );
}
