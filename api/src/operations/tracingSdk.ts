// The OpenTelemetry SDK with the store's instrumentations: HTTP server and client spans, Fastify's routes and hooks,
// PostgreSQL queries (pg) and the calls to payment providers (undici, Node's fetch). The exporter, its endpoint and the
// sampler come from the standard OTEL_* variables. It must start before anything loads `http`, `pg` or `fastify`:
// the instrumentations patch those modules as they are required (startTracing.ts, imported first by server.ts).
import FastifyOtelInstrumentation from '@fastify/otel';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import type { IncomingMessage } from 'node:http';
import { OPERATIONS_PATHS } from './operationsPaths';

export function startTracingSdk(env: Record<string, string | undefined>): { shutdown(): Promise<void> } {
  // Metrics are Prometheus's (/metrics) and logs pino's: the SDK exports traces only unless told otherwise.
  env.OTEL_METRICS_EXPORTER ??= 'none';
  env.OTEL_LOGS_EXPORTER ??= 'none';
  env.OTEL_SERVICE_NAME ??= 'storefront';
  const sdk = new NodeSDK({
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes every few seconds would bury the shoppers' traces.
        ignoreIncomingRequestHook: (request: IncomingMessage) => OPERATIONS_PATHS.includes((request.url ?? '').split('?')[0]),
      }),
      new UndiciInstrumentation(),
      new PgInstrumentation(),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  sdk.start();
  return sdk;
}
