// Whether OpenTelemetry traces run, and what the rest of the API needs of them: the request id (a request's id in
// the logs is its trace id, so a log line leads to its trace) and the flush on stop. The SDK itself
// (tracingSdk.ts) is loaded only when traces are wanted.
import { trace } from '@opentelemetry/api';

type Env = Record<string, string | undefined>;

interface RunningTracing {
  shutdown(): Promise<void>;
}

let running: RunningTracing | null = null;

/** Whether the environment asks for traces: an exporter other than none, or an OTLP endpoint, and the SDK not disabled. */
export function tracingWanted(env: Env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporter = env.OTEL_TRACES_EXPORTER?.trim().toLowerCase();
  if (exporter) return exporter !== 'none';
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

export function tracingRuns(tracing: RunningTracing): void {
  running = tracing;
}

export const tracingStarted = (): boolean => running !== null;

/** Sends the spans still buffered; called when the server stops. */
export async function stopTracing(): Promise<void> {
  await running?.shutdown();
  running = null;
}

/** The id a request gets in the logs while tracing: its trace id (the HTTP instrumentation's span is active then). */
export function traceRequestId(fallback: () => string): () => string {
  return () => trace.getActiveSpan()?.spanContext().traceId ?? fallback();
}
