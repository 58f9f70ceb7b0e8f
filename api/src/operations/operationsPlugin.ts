// The operations endpoints and hooks: /livez and /readyz for load balancers and orchestrators, /metrics for
// Prometheus (behind a token on this port; a port of its own is opened by server.ts), request counts and latencies,
// and the draining state a SIGTERM starts (server.ts): /readyz answers 503 from then on and answers carry
// `Connection: close`, so load balancers and keep-alive clients move to the other instances before this one closes.
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pendingMigrations } from '../db/migrate';
import type { ReleaseStore } from '../releases/releaseStore';
import { type Check, readiness } from './readiness';
import { createStoreMetrics, type StoreMetrics } from './storeMetrics';

export interface OperationsOptions {
  /** `/metrics` on the store's own port answers only `Authorization: Bearer <token>`; without a token it is not served. */
  metricsToken?: string | null;
  releaseStore?: ReleaseStore;
}

export interface Lifecycle {
  /** Set by the SIGTERM handler: the instance finishes what it has and takes nothing new. */
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: StoreMetrics;
    lifecycle: Lifecycle;
  }
}

/** A key any file store answers "no such file" for: reading its size proves the store is reachable. */
const FILE_STORE_PROBE_KEY = 'health/probe';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The route pattern a request matched (bounded label values), or what answered it when no route did. */
export function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  return String(reply.getHeader('content-type') ?? '').startsWith('text/html') ? '<page>' : '<unmatched>';
}

export default fp<OperationsOptions>(
  async (app, options) => {
    const metrics = createStoreMetrics();
    app.decorate('metrics', metrics);
    app.decorate('lifecycle', { draining: false });

    app.addHook('onRequest', async (_request, reply) => {
      if (app.lifecycle.draining) reply.header('connection', 'close');
    });
    app.addHook('onResponse', async (request, reply) => {
      const labels = { method: request.method, route: routeLabel(request, reply), status: String(reply.statusCode) };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    });

    app.get('/livez', async (_request, reply) => noStore(reply).send({ status: 'live' }));

    app.get('/readyz', async (_request, reply) => {
      const checks: Record<string, Check> = {
        draining: async () => {
          if (app.lifecycle.draining) throw new Error('shutting down');
        },
        database: async () => {
          await app.db.execute(sql`SELECT 1`);
        },
        migrations: async () => {
          const pending = await pendingMigrations(app.db);
          if (pending.length > 0) throw new Error(`not applied: ${pending.join(', ')}`);
        },
        fileStore: async () => {
          await app.fulfilment.files.size(FILE_STORE_PROBE_KEY);
        },
      };
      if (options.releaseStore) {
        const store = options.releaseStore;
        checks.releaseStore = async () => {
          await store.readPointer('shell');
        };
      }
      const state = await readiness(checks);
      return noStore(reply)
        .code(state.ready ? 200 : 503)
        .send({ status: state.ready ? 'ready' : 'not ready', checks: state.checks });
    });

    app.get('/metrics', async (request, reply) => {
      const token = options.metricsToken;
      const given = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
      if (!token) return reply.code(404).send({ message: 'Metrics are not served on this port.' });
      if (!given || !sameSecret(given, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'A metrics token is required.' });
      }
      return noStore(reply)
        .type(metrics.registry.contentType)
        .send(await metrics.registry.metrics());
    });
  },
  { name: 'operations' },
);
