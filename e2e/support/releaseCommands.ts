// Runs the team commands (npm run deploy|rollback|promote|abort|preview -w mf-<name>) against a store of the test's own, on a copy of a
// remote's sources with one text changed: the working tree is never edited.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export interface StoreEnv {
  port: number;
  dataDir: string;
}

/** A copy of mf-<name> (in a folder under the repository, so it resolves the same packages) with `from` → `to`. */
export function editedRemoteCopy(remote: string, file: string, from: string, to: string): { dir: string; remove: () => void } {
  const parent = fs.mkdtempSync(path.join(root, '.release-test-'));
  const dir = path.join(parent, `mf-${remote}`);
  fs.cpSync(path.join(root, `mf-${remote}`), dir, { recursive: true, filter: (source) => !/[\\/](dist|node_modules)$/.test(source) });
  const target = path.join(dir, file);
  const text = fs.readFileSync(target, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain "${from}"`);
  fs.writeFileSync(target, text.replace(from, to));
  return { dir, remove: () => fs.rmSync(parent, { recursive: true, force: true }) };
}

/**
 * Runs scripts/release.mjs (what `npm run deploy|rollback|promote|abort|releases -w mf-<name>` runs) against the store,
 * with `args` after the remote's folder (`--canary 50`). Awaited, not
 * run synchronously: a deploy builds the remote for a minute or more, and a worker blocked that long keeps HTTP
 * connections the store has meanwhile closed as idle, so its next fetch fails with "other side closed".
 */
export async function runReleaseCommand(
  command: 'deploy' | 'rollback' | 'promote' | 'abort' | 'releases' | 'preview',
  remoteDir: string,
  store: StoreEnv,
  args: string[] = [],
): Promise<{ status: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/release.mjs'), command, remoteDir, ...args], {
    cwd: root,
    // The store's database too: its PGlite data directory (as storeProcess.cjs starts it), never a DATABASE_URL of the shell.
    env: { ...process.env, PORT: String(store.port), HOST: '127.0.0.1', DATA_DIR: store.dataDir, DATABASE_URL: '', INIT_CWD: root },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGTERM'), 180_000);
  const status = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  clearTimeout(timer);
  return { status, output: `${stdout}${stderr}` };
}
