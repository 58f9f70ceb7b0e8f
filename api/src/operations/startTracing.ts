// Imported first by server.ts: starts OpenTelemetry when the OTEL_* variables ask for traces, before any module that
// loads http, pg or fastify; otherwise loads nothing of it.
import { tracingRuns, tracingWanted } from './tracing';

if (tracingWanted(process.env)) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startTracingSdk } = require('./tracingSdk') as typeof import('./tracingSdk');
  tracingRuns(startTracingSdk(process.env));
}
