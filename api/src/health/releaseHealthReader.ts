// The health of a remote's releases for `npm run releases -w mf-<name>`, which is a tool of its own, not the store:
// from PostgreSQL when DATABASE_URL is set; otherwise from the PGlite data directory — directly when no store runs
// on it, or by asking the running store through its control socket (admin/operators/operatorSocket.ts).
import fs from 'node:fs';
import path from 'node:path';
import { askOperatorSocket, operatorSocketPath } from '../admin/operators/operatorSocket';
import { DataDirLockedError } from '../db/dataDirLock';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/openDatabase';
import type { DatabaseOptions } from '../db/types';
import { type ReleaseHealth, releaseHealthOf } from './healthCounts';

export const RELEASE_HEALTH_COMMAND = 'release-health';

async function directly(database: DatabaseOptions, remote: string, releases: string[]): Promise<ReleaseHealth[]> {
  const handle = await openDatabase(database);
  try {
    await migrate(handle.db);
    return await releaseHealthOf(handle.db, new Map([[remote, releases]]));
  } finally {
    await handle.close();
  }
}

export async function readReleaseHealth(env: NodeJS.ProcessEnv, cwd: string, remote: string, releases: string[]): Promise<ReleaseHealth[]> {
  if (env.DATABASE_URL) return directly({ kind: 'postgres', url: env.DATABASE_URL }, remote, releases);
  const dataDir = path.resolve(cwd, env.DATA_DIR || 'data');
  // No store has run on this folder: nothing was counted, and a listing must not create a database.
  if (!fs.existsSync(path.join(dataDir, 'pglite'))) return [];
  try {
    return await directly({ kind: 'pglite', dataDir }, remote, releases);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const answer = await askOperatorSocket(operatorSocketPath(dataDir), { command: RELEASE_HEALTH_COMMAND, remote, releases });
    if (answer.ok !== true) throw new Error(String(answer.message));
    return answer.health as ReleaseHealth[];
  }
}

/** One release's health as the listing prints it: views, error rate, p75 LCP and INP. */
export function describeHealth(health: ReleaseHealth | undefined): string {
  if (!health || health.views === 0) return 'no page views yet';
  const rate = `${(health.errorRate * 100).toFixed(2)} % with errors`;
  const vital = (name: string, value: number | null) => (value === null ? `${name} –` : `${name} ${Math.round(value)} ms`);
  return `${health.views} views, ${rate} (${health.errors} error${health.errors === 1 ? '' : 's'}), p75 ${vital('LCP', health.lcp)}, ${vital('INP', health.inp)}`;
}
