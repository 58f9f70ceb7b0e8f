// The release store as a folder: <root>/<remote>/<release id>/… holds one build, <root>/<remote>/live.json the live
// pointer. Writes go to a temporary name first and are renamed into place, which a reader sees as one step.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isReleaseId, parseLivePointer, type LivePointer } from './livePointer';
import { REMOTE_NAME, type ReleaseStore } from './releaseStore';

const POINTER_FILE = 'live.json';
const LOCK_FILE = '.deploy.lock';
const LOCK_WAIT_MS = 30_000;

export function folderReleaseStore(root: string): ReleaseStore {
  const remoteDir = (remote: string) => {
    if (!REMOTE_NAME.test(remote)) throw new Error(`Invalid remote name "${remote}"`);
    return path.join(root, remote);
  };
  const releaseDir = (remote: string, release: string) => {
    if (!isReleaseId(release)) throw new Error(`Invalid release id "${release}"`);
    return path.join(remoteDir(remote), release);
  };
  const temporaryName = (target: string) => `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;

  return {
    location: root,
    localRoot: root,

    async listReleases(remote) {
      const entries = await fs.readdir(remoteDir(remote), { withFileTypes: true }).catch(() => []);
      return entries.filter((entry) => entry.isDirectory() && isReleaseId(entry.name)).map((entry) => entry.name);
    },

    async readPointer(remote) {
      const text = await fs.readFile(path.join(remoteDir(remote), POINTER_FILE), 'utf8').catch(() => null);
      return text === null ? null : parseLivePointer(text);
    },

    async writePointer(remote, pointer: LivePointer) {
      const target = path.join(remoteDir(remote), POINTER_FILE);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = temporaryName(target);
      await fs.writeFile(temporary, `${JSON.stringify(pointer, null, 2)}\n`);
      await fs.rename(temporary, target);
    },

    async publish(remote, release, fromDir) {
      const target = releaseDir(remote, release);
      const temporary = temporaryName(target);
      await fs.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.cp(fromDir, temporary, { recursive: true, errorOnExist: true, force: false });
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { recursive: true, force: true });
        throw error;
      }
    },

    async remove(remote, release) {
      const target = releaseDir(remote, release);
      // Renamed away first, so a half-deleted release is never mistaken for a whole one.
      const doomed = temporaryName(target);
      await fs.rename(target, doomed).catch(() => null);
      await fs.rm(doomed, { recursive: true, force: true });
    },

    async localDir(remote, release) {
      const dir = releaseDir(remote, release);
      const stat = await fs.stat(dir).catch(() => null);
      return stat?.isDirectory() ? dir : null;
    },

    async exclusive(remote, task) {
      const lock = path.join(remoteDir(remote), LOCK_FILE);
      await fs.mkdir(path.dirname(lock), { recursive: true });
      const deadline = Date.now() + LOCK_WAIT_MS;
      for (;;) {
        try {
          await fs.writeFile(lock, String(process.pid), { flag: 'wx' });
          break;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          if (await holderIsGone(lock)) await fs.rm(lock, { force: true });
          else if (Date.now() > deadline) throw new Error(`Another deploy or rollback of ${remote} is running (${lock}); try again when it has finished.`);
          else await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      try {
        return await task();
      } finally {
        await fs.rm(lock, { force: true });
      }
    },
  };
}

/** A lock left by a process that no longer runs (killed mid-deploy) is not honoured. */
async function holderIsGone(lock: string): Promise<boolean> {
  const pid = Number(await fs.readFile(lock, 'utf8').catch(() => ''));
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
