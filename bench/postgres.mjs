// A PostgreSQL server for the catalogue-scale part: a throwaway cluster of Debian's `postgresql` binaries (initdb +
// pg_ctl into a temporary directory, on a free 127.0.0.1 port, as .ci/run starts one), or the server
// BENCH_DATABASE_URL names. Either way the bench makes its own databases on it and drops them (or the whole cluster)
// when it stops. As root the server runs as the `postgres` user (initdb and postgres refuse to run as root).
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { freePort, root } = require('../scripts/storeProcess.cjs');
// The API's own PostgreSQL client (a dependency of the api workspace), to create and drop the bench's databases.
const { Client } = createRequire(path.join(root, 'api/package.json'))('pg');

/** The newest installed PostgreSQL's bin directory (/usr/lib/postgresql/<version>/bin), or null. */
export function postgresBinDir(base = '/usr/lib/postgresql') {
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((version) => existsSync(path.join(base, version, 'bin/initdb')))
    .sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b));
  return versions.length === 0 ? null : path.join(base, versions.at(-1), 'bin');
}

const quoted = (text) => `'${String(text).replaceAll("'", "'\\''")}'`;

/** Runs a PostgreSQL program, as the `postgres` user when this process is root (initdb and postgres refuse root). */
function runPostgresProgram(program, args, { asPostgres }) {
  if (!asPostgres) return execFileSync(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const command = [program, ...args].map(quoted).join(' ');
  return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: ['ignore', 'pipe', 'pipe'] });
}

async function withClient(url, work) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Starts a throwaway cluster; returns its URL (database postgres) and a synchronous stop that removes it. */
async function startCluster() {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error(
      "the catalogue-scale part needs PostgreSQL's server binaries (Debian's `postgresql` package, which .ci/run installs), or BENCH_DATABASE_URL naming a server",
    );
  }
  const asPostgres = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  if (asPostgres) {
    if (spawnSync('id', ['-u', 'postgres']).status !== 0) execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  }
  let running = false;
  const stop = () => {
    if (running) {
      try {
        runPostgresProgram(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { asPostgres });
      } catch {
        // already stopped
      }
      running = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    runPostgresProgram(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8'], { asPostgres });
    running = true;
    runPostgresProgram(
      path.join(bin, 'pg_ctl'),
      ['-D', dataDir, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, '-l', path.join(dir, 'log'), '-w', 'start'],
      { asPostgres },
    );
  } catch (error) {
    stop();
    throw new Error(`could not start a throwaway PostgreSQL in ${dir}: ${error.stderr?.toString().trim() || error.message}`);
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, where: `a throwaway cluster on 127.0.0.1:${port} (${bin})` };
}

/**
 * A PostgreSQL server to make databases on: BENCH_DATABASE_URL's, or a throwaway cluster started here.
 * `createDatabase(name)` makes a fresh, empty database (its name made unique to this run) and answers its URL;
 * `stop()` drops those databases, or stops and removes the cluster; `stopNow()` is the synchronous stop for an
 * interrupted run: it stops and removes a cluster (the databases made on BENCH_DATABASE_URL's server stay, named
 * `bench_<name>_<run>`).
 */
export async function startPostgres({ serverUrl = process.env.BENCH_DATABASE_URL } = {}) {
  const cluster = serverUrl ? null : await startCluster();
  const adminUrl = serverUrl ?? cluster.url;
  const created = [];
  const tag = `${Date.now().toString(36)}_${process.pid}`;
  let stopped = false;
  return {
    where: cluster ? cluster.where : `BENCH_DATABASE_URL (${new URL(adminUrl).host})`,
    async createDatabase(name) {
      const unique = `bench_${name}_${tag}`;
      await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${unique}"`));
      created.push(unique);
      return databaseUrl(adminUrl, unique);
    },
    stopNow() {
      cluster?.stop();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (cluster) {
        cluster.stop();
        return;
      }
      await withClient(adminUrl, async (client) => {
        for (const name of created) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      });
    },
  };
}
