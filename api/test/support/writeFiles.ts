// Writes a tree of files under `dir` (the folders are made as needed): built dist folders for the storefront tests.
import fs from 'node:fs';
import path from 'node:path';

export function writeFiles(dir: string, files: Record<string, string | Buffer>): void {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
}
