// Traces as an operator turns them on, with the standard OTEL_* variables, sent over OTLP/HTTP (JSON) to a collector
// on 127.0.0.1: a placed order's trace holds the HTTP request, the route, the payment provider's call and (on
// PostgreSQL, where the pg driver runs) its queries; the request's id in the log is the trace's id.
import './support/nativeEsmPackages';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type FakePaystack, startFakePaystack } from './fakes/fakePaystack';
import { orderPayload } from './support/orderPayload';
import { overHttp } from './support/overHttp';
import { type ServerProcess, startServerProcess, waitFor } from './support/serverProcess';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

jest.setTimeout(120_000);

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: OtlpValue }[];
}
const SERVER = 2;
const CLIENT = 3;

const SECRET = 'sk_test_traces';
const spans: OtlpSpan[] = [];
let collector: http.Server;
let paystack: FakePaystack;
let database: TestDatabase | null = null;
let server: ServerProcess;

/** An OTLP/HTTP collector that keeps the spans it is sent (JSON encoding, https://opentelemetry.io/docs/specs/otlp/). */
async function startCollector(): Promise<string> {
  collector = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        const { resourceSpans = [] } = JSON.parse(body) as { resourceSpans?: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
        for (const resource of resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } else {
        response.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : String(value.intValue));
};

beforeAll(async () => {
  const collectorUrl = await startCollector();
  paystack = await startFakePaystack(SECRET);
  // The pg driver's spans need PostgreSQL; PGlite runs in the process without it.
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  server = await startServerProcess({
    ...(database?.options.kind === 'postgres' ? { DATABASE_URL: database.options.url } : {}),
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_BASE_URL: paystack.url,
    OTEL_TRACES_EXPORTER: 'otlp',
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${collectorUrl}/v1/traces`,
    OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json',
    OTEL_BSP_SCHEDULE_DELAY: '100',
  });
});
afterAll(async () => {
  await server?.dispose();
  await paystack?.close();
  await new Promise((resolve) => collector?.close(resolve));
  await database?.drop();
});

it('follows a placed order through the HTTP request, the route, the provider and the database', async () => {
  const payload = await orderPayload(overHttp(server.baseUrl), [{ productId: 1 }], { paymentMethod: 'paystack' });
  const placed = await fetch(`${server.baseUrl}/api/v1/web/place_order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  expect(placed.status).toBe(201);

  const request = await waitFor(
    server,
    async () =>
      spans.find((span) => span.kind === SERVER && span.name.startsWith('POST') && attribute(span, 'http.route') === '/api/v1/web/place_order') ?? null,
    20_000,
  );
  const trace = () => spans.filter((span) => span.traceId === request.traceId);
  const provider = await waitFor(
    server,
    async () =>
      trace().find((span) => span.kind === CLIENT && (attribute(span, 'url.full') ?? '').startsWith(`${paystack.url}/transaction/initialize`)) ?? null,
    20_000,
  );
  expect(attribute(provider, 'http.request.method')).toBe('POST');
  // Fastify's own spans: the request through its hooks to the route's handler.
  expect(trace().some((span) => span.name === 'request')).toBe(true);
  expect(trace().some((span) => span.name === 'handler - orderRoutes')).toBe(true);
  if (database) {
    const statements = trace()
      .filter((span) => span.name.startsWith('pg.query'))
      .map((span) => attribute(span, 'db.query.text') ?? attribute(span, 'db.statement') ?? '');
    expect(statements.some((statement) => statement.includes('insert into "orders"'))).toBe(true);
  }
  // The log's request id for that request is the trace's id.
  const logged = server.output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { reqId?: string; req?: { url?: string } });
  expect(logged.some((line) => line.reqId === request.traceId && line.req?.url === '/api/v1/web/place_order')).toBe(true);
  // Probes are left out.
  await fetch(`${server.baseUrl}/readyz`);
  expect(spans.some((span) => attribute(span, 'url.path') === '/readyz' || attribute(span, 'http.target') === '/readyz')).toBe(false);
});
