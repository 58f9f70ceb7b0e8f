// Starts the API from environment variables, and shuts it down gracefully on SIGTERM/SIGINT: /readyz answers "not
// ready" for SHUTDOWN_DRAIN_MS while requests are still served (load balancers move away), then the server stops
// taking connections, finishes the requests in flight, gives back outbox rows it claimed and closes the database;
// SHUTDOWN_TIMEOUT_MS bounds the rest.
import './operations/startTracing';
import { buildApp } from './app';
import { serverConfigFromEnv } from './config/serverConfig';
import { type MetricsServer, startMetricsServer } from './operations/metricsServer';
import { stopTracing } from './operations/tracing';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const config = serverConfigFromEnv(process.env, process.cwd());
  const app = buildApp(config.app);
  let metricsServer: MetricsServer | null = null;

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    app.lifecycle.draining = true;
    app.log.info({ drainMs: config.shutdown.drainMs, timeoutMs: config.shutdown.timeoutMs }, `${signal}: draining, then closing the server and the database`);
    const deadline = setTimeout(() => {
      app.log.error(`shutdown took longer than ${config.shutdown.drainMs + config.shutdown.timeoutMs} ms: exiting`);
      process.exit(1);
    }, config.shutdown.drainMs + config.shutdown.timeoutMs);
    deadline.unref();
    try {
      await sleep(config.shutdown.drainMs);
      await app.close();
      await metricsServer?.close();
      await stopTracing();
      app.log.info('closed');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  try {
    await app.listen({ port: config.port, host: config.host });
    if (config.metrics) {
      metricsServer = await startMetricsServer(app.metrics.registry, config.metrics.port, config.metrics.host);
      app.log.info(`metrics at http://${config.metrics.host}:${metricsServer.port}/metrics`);
    }
    // One plain line for the person who just ran `npm start`; the structured log above is for machines.
    if (config.app.pageHost) console.log(`\nStorefront is running at http://localhost:${config.port}\n`);
  } catch (error) {
    // Startup failures (database locked or unreachable, port taken) get one clear line, not a stack dump.
    app.log.error(error instanceof Error ? error.message : String(error));
    await app.close().catch(() => {});
    process.exit(1);
  }
}

void main();
