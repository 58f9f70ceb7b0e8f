// Store instances on fixed ports, sharing one PostgreSQL and one file and release store, started the way the
// systemd unit starts them (deploy/systemd/storefront@.service: the compiled API), and restarted one at a time with
// SIGTERM as a rolling deploy does: on the same port, so nginx's upstream stays as written.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startStore } = require('../storeProcess.cjs');

export function createInstance({ port, env }) {
  let store = null;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    async start() {
      store = await startStore({ port, env, capture: true, timeoutMs: 120_000 });
    },
    /** SIGTERM, then waits for the exit it brings (the drain, the requests in flight, the close); answers its code. */
    async stop() {
      await store.stop();
      return store.child.exitCode;
    },
    kill() {
      if (store?.child.exitCode === null) store.child.kill('SIGKILL');
    },
  };
}
