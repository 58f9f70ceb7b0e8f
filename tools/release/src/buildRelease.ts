// Builds a remote from the working tree into a folder of its own (BUILD_OUTPUT_DIR), never into the dist/ the store
// may be serving, and fingerprints the result by content.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { filesUnder } from '@storefront/api/releases';
import { REPO_ROOT } from './repoRoot';

const webpackCli = createRequire(path.join(REPO_ROOT, 'webpack/package.json')).resolve('webpack-cli/bin/cli.js');

export async function buildRemote(remoteDir: string): Promise<string> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'storefront-release-'));
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [webpackCli, '--mode', 'production'], {
      cwd: remoteDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, BUILD_OUTPUT_DIR: outDir },
    });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) {
    await fs.rm(outDir, { recursive: true, force: true });
    throw new Error(`the build failed (webpack exited with ${code}); nothing was published`);
  }
  return outDir;
}

/** A hash of every file's path and bytes: two builds of the same sources get the same one. */
export async function contentHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await filesUnder(dir)).filter((f) => f !== '.build-hash').sort()) {
    hash
      .update(file)
      .update('\0')
      .update(await fs.readFile(path.join(dir, file)));
  }
  return hash.digest('hex');
}
