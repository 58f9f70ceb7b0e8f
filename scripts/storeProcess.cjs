// Starts the composed store (API + built apps) as a child process on a free port with a throwaway database.
// Used by the end-to-end tests and the benchmarks.
const { spawn } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const { createServer } = require('node:net');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForServer(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the store exited with code ${child.exitCode} before answering`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the store did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * @param {{ env?: Record<string,string>, timeoutMs?: number, stdio?: 'inherit'|'ignore', fromSource?: boolean, port?: number, capture?: boolean }} [options]
 *   fromSource: run the API's TypeScript through tsx instead of the compiled bundle (the benchmark compares the two)
 *   port: listen there (an instance restarted on its own port) instead of on a free one
 *   capture: keep what it prints (stdout and stderr) in `output` instead of passing stderr on
 * @returns {Promise<{ baseUrl: string, port: number, pid: number, child: import('node:child_process').ChildProcess, output: string[], dataDir: string, stop: () => Promise<void>, startMs: number }>}
 */
async function startStore(options = {}) {
  const port = options.port ?? (await freePort());
  const started = Date.now();
  let startMs = 0;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-run-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // The compiled API, as `npm start` runs it (the callers build it first with scripts/build.mjs --changed).
  const server = options.fromSource
    ? ['--import', 'tsx', path.join(root, 'api/src/server.ts')]
    : ['--enable-source-maps', path.join(root, 'api/dist/server.cjs')];
  const child = spawn(process.execPath, server, {
    cwd: root,
    stdio: options.capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', options.stdio ?? 'inherit'],
    // The public origin is the one the shopper uses: a payment return to another origin (localhost for 127.0.0.1)
    // would land in a browser storage without this tab's cart and checkout state.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      SERVE_STOREFRONT: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...options.env,
    },
  });
  const output = [];
  if (options.capture) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(String(chunk)));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${baseUrl}/api/v1/web/product_categories`, options.timeoutMs ?? 90_000, child);
    startMs = Date.now() - started;
  } catch (error) {
    await stop();
    if (options.capture && error instanceof Error) error.message += `; it said:\n${output.join('').slice(-4000)}`;
    throw error;
  }
  return { baseUrl, port, pid: child.pid, child, output, dataDir, stop, startMs };
}

module.exports = { startStore, freePort, root };
