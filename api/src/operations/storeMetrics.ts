// Every metric the store exports at /metrics (Prometheus text format, prom-client), in one place. The modules that own
// an event count it through `app.metrics`; values that are read rather than counted (page cache size, outbox depth,
// database pool, live releases) come from readers those modules register, asked at each scrape.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface MetricReaders {
  pageCache?: () => { entries: number; bytes: number };
  /** Unsent e-mails and the age of the oldest, in seconds (0 when none). */
  outbox?: () => Promise<{ unsent: number; oldestAgeSeconds: number }>;
  databasePool?: () => { total: number; idle: number; waiting: number };
  /** The release each remote serves, by track (live today; a canary beside it when one runs). */
  releases?: () => Promise<{ remote: string; release: string; track: string }[]>;
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type StoreMetrics = ReturnType<typeof createStoreMetrics>;

export function createStoreMetrics() {
  const registry = new Registry();
  const readers: MetricReaders = {};
  // Process CPU and memory, garbage collection, and the event loop's delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  return {
    registry,
    readers,
    httpRequests: new Counter({
      name: 'storefront_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'storefront_http_request_duration_seconds',
      help: 'Time from the request to its answer, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    pageCacheLookups: new Counter({
      name: 'storefront_page_cache_lookups_total',
      help: 'Pages asked of the rendered-page cache: hit, miss (rendered and kept) or pass (not kept)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    pageCacheEntries: new Gauge({
      name: 'storefront_page_cache_entries',
      help: 'Pages kept in the rendered-page cache',
      registers,
      collect() {
        this.set(readers.pageCache?.().entries ?? 0);
      },
    }),
    pageCacheBytes: new Gauge({
      name: 'storefront_page_cache_bytes',
      help: 'Bytes held by the rendered-page cache, compressed copies included',
      registers,
      collect() {
        this.set(readers.pageCache?.().bytes ?? 0);
      },
    }),
    renderDuration: new Histogram({
      name: 'storefront_page_render_duration_seconds',
      help: 'Server render of a page, by outcome (rendered, or failed: the browser renders it)',
      labelNames: ['outcome'] as const,
      buckets: SECONDS_BUCKETS,
      registers,
    }),
    outboxUnsent: new Gauge({
      name: 'storefront_mail_outbox_unsent',
      help: 'E-mails in the outbox not sent yet',
      registers,
      async collect() {
        if (readers.outbox) this.set((await readers.outbox()).unsent);
      },
    }),
    outboxOldestAge: new Gauge({
      name: 'storefront_mail_outbox_oldest_unsent_age_seconds',
      help: 'Age of the oldest e-mail not sent yet (0 when the outbox is empty)',
      registers,
      async collect() {
        if (readers.outbox) this.set((await readers.outbox()).oldestAgeSeconds);
      },
    }),
    payments: new Counter({
      name: 'storefront_payments_total',
      help: 'Payment verifications, by provider and outcome (paid, failed, pending, refused)',
      labelNames: ['provider', 'outcome'] as const,
      registers,
    }),
    downloads: new Counter({
      name: 'storefront_downloads_total',
      help: 'Download requests, by outcome (served, or refused with its reason)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    remoteReleases: new Gauge({
      name: 'storefront_remote_release_info',
      help: 'The release each remote serves, by track (1 per remote, release and track)',
      labelNames: ['remote', 'release', 'track'] as const,
      registers,
      async collect() {
        this.reset();
        for (const { remote, release, track } of (await readers.releases?.()) ?? []) this.set({ remote, release, track }, 1);
      },
    }),
    databasePool: new Gauge({
      name: 'storefront_database_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting requests); absent on the embedded database',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const pool = readers.databasePool?.();
        if (!pool) return;
        this.set({ state: 'total' }, pool.total);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    }),
  };
}
