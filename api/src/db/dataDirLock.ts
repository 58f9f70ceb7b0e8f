// A lock file that keeps a PGlite data directory to one process: PGlite is single-connection and two
// processes writing the same directory would corrupt it.
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'storefront-api.lock';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, ownerPid: number, lockPath: string) {
    super(
      `The data directory ${dataDir} is in use by another process (pid ${ownerPid}). ` +
        `Stop that process or point DATA_DIR at another directory. ` +
        `If no such process is running, delete ${lockPath}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

/** Takes the lock or throws DataDirLockedError. A lock left by a dead process is taken over. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      return { release: () => releaseIfOwned(lockPath) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const ownerPid = readOwnerPid(lockPath);
    if (ownerPid !== null && isProcessAlive(ownerPid)) {
      throw new DataDirLockedError(dataDir, ownerPid, lockPath);
    }
    // Stale (dead owner or unreadable): remove it and race for it again.
    fs.rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not take the lock ${lockPath}: another process keeps recreating it.`);
}

function readOwnerPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOwned(lockPath: string): void {
  if (readOwnerPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
}
