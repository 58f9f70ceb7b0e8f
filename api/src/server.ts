// Starts the API from environment variables and stops it cleanly on SIGTERM/SIGINT.
import { buildApp } from './app';
import { serverConfigFromEnv } from './config/serverConfig';

async function main() {
  const config = serverConfigFromEnv(process.env, process.cwd());
  const app = buildApp(config.app);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: closing the server and the database`);
    try {
      await app.close();
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
    // One plain line for the person who just ran `npm start`; the structured log above is for machines.
    if (config.app.storefront) console.log(`\nStorefront is running at http://localhost:${config.port}\n`);
  } catch (error) {
    // Startup failures (database locked or unreachable, port taken) get one clear line, not a stack dump.
    app.log.error(error instanceof Error ? error.message : String(error));
    await app.close().catch(() => {});
    process.exit(1);
  }
}

void main();
