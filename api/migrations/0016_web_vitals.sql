-- Real users' page speed, kept as histograms (shared/src/vitals/vitalBuckets.ts): per UTC day, route pattern, metric,
-- the remote an entry is attributed to and that remote's release ('' for none), the count of readings in each
-- log-scale bucket. Readings themselves are not kept. Days older than the retention are deleted.
CREATE TABLE web_vital_buckets (
  day date NOT NULL,
  route text NOT NULL,
  metric text NOT NULL,
  remote text NOT NULL,
  release text NOT NULL,
  bucket smallint NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (day, route, metric, remote, release, bucket)
);
