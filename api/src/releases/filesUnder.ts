// Every file below a folder, as relative paths with forward slashes (release keys and fingerprints use them).
import fs from 'node:fs/promises';
import path from 'node:path';

export async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(dir, path.posix.join(prefix, e.name)) : [path.posix.join(prefix, e.name)])),
  );
  return nested.flat();
}
