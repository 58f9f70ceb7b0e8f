// The file store in a folder (by default `$DATA_DIR/files`). A file is written beside its final name and renamed
// into place, so a reader never sees half of it.
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { type FileStore, checkedFileKey } from './fileStore';

export function folderFileStore(root: string): FileStore {
  const fileOf = (key: string) => path.join(root, ...checkedFileKey(key).split('/'));

  return {
    location: root,

    async put(key, bytes) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await fsp.writeFile(temporary, bytes);
        await fsp.rename(temporary, file);
      } catch (error) {
        await fsp.rm(temporary, { force: true });
        throw error;
      }
    },

    async size(key) {
      const stat = await fsp.stat(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      return stat?.isFile() ? stat.size : null;
    },

    async read(key, range) {
      // Opened first, so a missing file is a null here rather than an error event on the stream later.
      const handle = await fsp.open(fileOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!handle) return null;
      return handle.createReadStream({ start: range?.start, end: range?.end });
    },

    async remove(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
  };
}
