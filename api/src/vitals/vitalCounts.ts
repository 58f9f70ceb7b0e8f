// Counting readings into web_vital_buckets, reading the 75th percentiles and the buckets back, and forgetting old days.
import { and, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { type BucketCount, type VitalMetric, VITAL_METRICS, bucketOf, percentileFromBuckets } from '@storefront/shared/vitals';
import type { VitalFigure } from '@storefront/shared/schemas/admin';
import type { Database, Queryable } from '../db/types';
import { webVitalBuckets } from './vitalBucketsTable';

export interface VitalReading {
  route: string;
  metric: VitalMetric;
  value: number;
  remote: string;
  release: string;
}

/** A UTC calendar date, 2026-12-07, `daysBefore` days before `now`. */
export function utcDay(now: Date, daysBefore = 0): string {
  return new Date(now.getTime() - daysBefore * 86_400_000).toISOString().slice(0, 10);
}

/** Adds the readings to today's buckets, one statement; readings that share a bucket are summed first. */
export async function countReadings(db: Database, now: Date, readings: readonly VitalReading[]): Promise<void> {
  const day = utcDay(now);
  const rows = new Map<string, typeof webVitalBuckets.$inferInsert>();
  for (const { route, metric, value, remote, release } of readings) {
    const bucket = bucketOf(metric, value);
    const key = JSON.stringify([route, metric, remote, release, bucket]);
    const row = rows.get(key);
    if (row) row.count += 1;
    else rows.set(key, { day, route, metric, remote, release, bucket, count: 1 });
  }
  if (rows.size === 0) return;
  await db
    .insert(webVitalBuckets)
    .values([...rows.values()])
    .onConflictDoUpdate({
      target: [webVitalBuckets.day, webVitalBuckets.route, webVitalBuckets.metric, webVitalBuckets.remote, webVitalBuckets.release, webVitalBuckets.bucket],
      set: { count: sql`${webVitalBuckets.count} + excluded.count` },
    });
}

/** Deletes the days before the last `retentionDays` (today included). */
export async function pruneOldDays(db: Database, now: Date, retentionDays: number): Promise<void> {
  await db.delete(webVitalBuckets).where(lt(webVitalBuckets.day, utcDay(now, retentionDays - 1)));
}

interface Histograms<Key> {
  key: Key;
  buckets: Map<VitalMetric, BucketCount[]>;
}

function figuresOf(buckets: Map<VitalMetric, BucketCount[]>): VitalFigure[] {
  return VITAL_METRICS.filter((metric) => buckets.has(metric)).map((metric) => {
    const counts = buckets.get(metric)!;
    return { metric, p75: percentileFromBuckets(metric, counts, 0.75)!, samples: counts.reduce((sum, { count }) => sum + count, 0) };
  });
}

function group<Key>(rows: { id: string; key: Key; metric: VitalMetric; bucket: number; count: number }[]): Histograms<Key>[] {
  const byId = new Map<string, Histograms<Key>>();
  for (const { id, key, metric, bucket, count } of rows) {
    const entry = byId.get(id) ?? byId.set(id, { key, buckets: new Map() }).get(id)!;
    const counts = entry.buckets.get(metric) ?? entry.buckets.set(metric, []).get(metric)!;
    counts.push({ bucket, count });
  }
  return [...byId.values()];
}

/** The 75th percentiles over the last `days` UTC days (today included), per page and per remote release. */
export async function vitalFigures(db: Database, now: Date, days: number) {
  const since = gte(webVitalBuckets.day, utcDay(now, days - 1));
  const total = sql<number>`sum(${webVitalBuckets.count})::int`;
  const [pageRows, releaseRows] = await Promise.all([
    db
      .select({ route: webVitalBuckets.route, metric: webVitalBuckets.metric, bucket: webVitalBuckets.bucket, count: total })
      .from(webVitalBuckets)
      .where(since)
      .groupBy(webVitalBuckets.route, webVitalBuckets.metric, webVitalBuckets.bucket),
    db
      .select({
        remote: webVitalBuckets.remote,
        release: webVitalBuckets.release,
        metric: webVitalBuckets.metric,
        bucket: webVitalBuckets.bucket,
        count: total,
      })
      .from(webVitalBuckets)
      .where(and(since, ne(webVitalBuckets.remote, '')))
      .groupBy(webVitalBuckets.remote, webVitalBuckets.release, webVitalBuckets.metric, webVitalBuckets.bucket),
  ]);
  const pages = group(pageRows.map((row) => ({ ...row, id: row.route, key: row.route })))
    .map(({ key, buckets }) => ({ route: key, figures: figuresOf(buckets) }))
    .sort((a, b) => a.route.localeCompare(b.route));
  const releases = group(releaseRows.map((row) => ({ ...row, id: `${row.remote}\n${row.release}`, key: { remote: row.remote, release: row.release } })))
    .map(({ key, buckets }) => ({ ...key, figures: figuresOf(buckets) }))
    .sort((a, b) => a.remote.localeCompare(b.remote) || b.release.localeCompare(a.release));
  return { days, pages, releases };
}

/** Every day's readings of these remotes' releases summed per bucket of each metric asked for. */
export function bucketsPerRelease(
  db: Queryable,
  remotes: string[],
  metrics: VitalMetric[],
): Promise<{ remote: string; release: string; metric: VitalMetric; bucket: number; count: number }[]> {
  return db
    .select({
      remote: webVitalBuckets.remote,
      release: webVitalBuckets.release,
      metric: webVitalBuckets.metric,
      bucket: webVitalBuckets.bucket,
      count: sql<number>`sum(${webVitalBuckets.count})::int`,
    })
    .from(webVitalBuckets)
    .where(and(inArray(webVitalBuckets.remote, remotes), inArray(webVitalBuckets.metric, metrics)))
    .groupBy(webVitalBuckets.remote, webVitalBuckets.release, webVitalBuckets.metric, webVitalBuckets.bucket);
}
