// What is read from a built file, kept until the file changes (by modification time): a redeployed shell or remote
// is picked up on the next page without restarting the API, and an unchanged file is read once.
import fs from 'node:fs';

export function fileVersionCache<T>(read: (file: string) => T): (file: string) => T | null {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return (file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached.value;
    const value = read(file);
    cache.set(file, { mtimeMs: stat.mtimeMs, value });
    return value;
  };
}
