// Store instances on fixed ports, sharing one PostgreSQL and one file and release store, started the way the
// systemd unit starts them (deploy/systemd/storefront@.service: the compiled API, NODE_ENV=production), and
// restarted one at a time with SIGTERM as a rolling deploy does.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export function createInstance({ port, env, dataDir }) {
  let child = null;
  const url = `http://127.0.0.1:${port}`;
  const output = [];

  async function ready(timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`instance ${port} exited with ${child.exitCode}:\n${output.join('').slice(-4000)}`);
      try {
        if ((await fetch(`${url}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`instance ${port} was not ready within ${timeoutMs} ms:\n${output.join('').slice(-4000)}`);
  }

  return {
    port,
    url,
    output,
    async start(timeoutMs = 120_000) {
      mkdirSync(dataDir, { recursive: true });
      child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'api/dist/server.cjs')], {
        cwd: root,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk) => output.push(String(chunk)));
      child.stderr.on('data', (chunk) => output.push(String(chunk)));
      await ready(timeoutMs);
    },
    /** SIGTERM, then waits for the exit it brings: the drain, the requests in flight, the close. */
    async stop(timeoutMs = 60_000) {
      if (!child || child.exitCode !== null) return child?.exitCode ?? null;
      const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    kill() {
      if (child && child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
