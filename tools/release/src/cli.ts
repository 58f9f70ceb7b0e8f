// `npm run deploy|rollback|promote|abort|releases|preview -w mf-<name>` (scripts/release.mjs runs this file's build,
// dist/release.cjs; `deploy -- --canary 5`, `preview -- --hours 48`): the team commands, acting on the store that runs
// with the same environment (PORT, HOST, DATA_DIR or DATABASE_URL, RELEASE_STORE_URL, SHELL_DIR, REMOTE_DIR_*,
// PUBLIC_BASE_URL, COMPOSITION_SECRET).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isCanaryPercent, releasesKeepFromEnv, releaseStoreFromEnv, REMOTE_NAME } from '@storefront/api/releases';
import { describeHealth, PreviewKeyUnavailable, previewSignerFromEnv, readReleaseHealth } from '@storefront/api/releases/database';
import { abort, deploy, listReleases, promote, ReleaseRefused, rollback, type ReleaseContext } from './releaseCommands';
import { DEFAULT_PREVIEW_HOURS, isPreviewHours, MAX_PREVIEW_HOURS, preview } from './previewCommand';
import { REPO_ROOT } from './repoRoot';

const COMMANDS = { deploy, rollback, promote, abort, releases: listReleases, preview: undefined } as const;
const OPTIONS = { canary: { type: 'string' }, hours: { type: 'string' }, release: { type: 'string' } } as const;

function storeUrlFromEnv(env: NodeJS.ProcessEnv): string {
  if (env.STORE_URL) return env.STORE_URL.replace(/\/+$/, '');
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT || '3000'}`;
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  if (!(command in COMMANDS)) {
    throw new ReleaseRefused(`usage: release.mjs ${Object.keys(COMMANDS).join('|')} [remote folder] [--canary <percent>] [--hours <hours>] [--release <id>]`);
  }
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: rest, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new ReleaseRefused(error instanceof Error ? error.message : String(error));
  }
  const remoteDirArg = parsed.positionals[0];
  const canary = parsed.values.canary === undefined ? undefined : Number(parsed.values.canary);
  if (canary !== undefined && (command !== 'deploy' || !isCanaryPercent(canary))) {
    throw new ReleaseRefused(
      command !== 'deploy' ? '--canary goes with deploy only' : `--canary takes a whole percentage from 1 to 99, got "${parsed.values.canary}"`,
    );
  }
  const hours = parsed.values.hours === undefined ? DEFAULT_PREVIEW_HOURS : Number(parsed.values.hours);
  if ((parsed.values.hours !== undefined || parsed.values.release !== undefined) && command !== 'preview') {
    throw new ReleaseRefused('--hours and --release go with preview only');
  }
  if (!isPreviewHours(hours)) throw new ReleaseRefused(`--hours takes a whole number of hours from 1 to ${MAX_PREVIEW_HOURS}, got "${parsed.values.hours}"`);
  const remoteDir = path.resolve(remoteDirArg ?? process.cwd());
  const remote = path.basename(remoteDir).replace(/^mf-/, '');
  if (!path.basename(remoteDir).startsWith('mf-') || !REMOTE_NAME.test(remote)) {
    throw new ReleaseRefused(`${remoteDir} is not a remote's folder (mf-<name>); run it as npm run ${command} -w mf-<name>`);
  }
  // npm runs a workspace's script in the workspace's folder; relative settings mean what they mean for `npm start`.
  const cwd = process.env.INIT_CWD || process.cwd();
  const env = process.env;
  const context: ReleaseContext = {
    remote,
    remoteDir,
    store: releaseStoreFromEnv(env, cwd),
    keep: releasesKeepFromEnv(env),
    workspaceBuildDir: path.resolve(cwd, env[`REMOTE_DIR_${remote.toUpperCase()}`] || path.join(REPO_ROOT, `mf-${remote}`, 'dist')),
    shellDir: path.resolve(cwd, env.SHELL_DIR || path.join(REPO_ROOT, 'shell', 'dist')),
    storeUrl: storeUrlFromEnv(env),
    print: (line) => console.log(line),
    canaryPercent: canary,
    health:
      command === 'releases'
        ? async (releases) => new Map((await readReleaseHealth(env, cwd, remote, releases)).map((health) => [health.release, describeHealth(health)]))
        : undefined,
  };
  if (command === 'preview') {
    const publicBaseUrl = env.PUBLIC_BASE_URL?.trim() ? new URL(env.PUBLIC_BASE_URL.trim()).origin : context.storeUrl;
    await preview(context, { hours, release: parsed.values.release, publicBaseUrl, sign: previewSignerFromEnv(env, cwd) });
    return;
  }
  await COMMANDS[command as Exclude<keyof typeof COMMANDS, 'preview'>](context);
}

main().catch((error: unknown) => {
  const refused = error instanceof ReleaseRefused || error instanceof PreviewKeyUnavailable;
  console.error(refused ? error.message : error instanceof Error ? `release failed: ${error.message}` : error);
  process.exit(1);
});
