import { Counter, Registry } from 'prom-client';
import { startMetricsServer } from './metricsServer';

describe('the metrics port', () => {
  it('answers /metrics in the Prometheus text format, and nothing else', async () => {
    const registry = new Registry();
    new Counter({ name: 'test_events_total', help: 'events', registers: [registry] }).inc(3);
    const server = await startMetricsServer(registry, 0, '127.0.0.1');
    try {
      const metrics = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await metrics.text()).toContain('test_events_total 3');
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
