// What `npm run deploy|rollback|releases -w mf-<name>` do: publish a build of the remote as a new immutable release
// and switch the store to it, switch back to the previous one, or list them. Each prints what is live.
import fs from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_INFO_FILE, type ReleaseInfo } from '@storefront/shared/contracts';
import { buildRemote, contentHash } from './buildRelease';
import { contractProblems, parseReleaseInfo } from './contractGate';
import {
  abortCanary,
  contentHashOf,
  deployTo,
  newReleaseId,
  promoteCanary,
  rollBack,
  startCanary,
  withoutMissing,
  type LivePointer,
  type ReleaseStore,
} from '@storefront/api/releases';
import { releasesToPrune } from './pruneReleases';

export interface ReleaseContext {
  remote: string;
  /** The remote's workspace folder (its sources); `deploy` builds it. */
  remoteDir: string;
  store: ReleaseStore;
  keep: number;
  /** The folder the store serves the remote from while it has no release (its workspace build). */
  workspaceBuildDir: string;
  /** The live shell's build folder, read when the running store does not answer. */
  shellDir: string;
  /** The running store, asked for its shell's contract and to confirm the switch. */
  storeUrl: string;
  print: (line: string) => void;
  /** Builds the remote into a new folder and returns it; buildRemote (webpack) unless a test brings its own. */
  build?: (remoteDir: string) => Promise<string>;
  /** `deploy --canary <percent>`: the new release goes to that share of browsers; the live one stays for the rest. */
  canaryPercent?: number;
  /** `releases`: each release's health in words (the API's health/releaseHealthReader.ts); unset, the listing shows none. */
  health?: (releases: string[]) => Promise<Map<string, string>>;
}

export class ReleaseRefused extends Error {}

/**
 * Builds the remote and runs the contract gate against the live shell: the build's folder (the caller removes it) and
 * its content hash, or ReleaseRefused with the reasons (the folder already removed). Deploy and preview both start here.
 */
export async function gatedBuild(context: ReleaseContext): Promise<{ built: string; hash: string }> {
  const { remote, print } = context;
  print(`mf-${remote}: building from ${context.remoteDir} …`);
  const built = await (context.build ?? buildRemote)(context.remoteDir);
  try {
    const info = parseReleaseInfo(await fs.readFile(path.join(built, RELEASE_INFO_FILE), 'utf8'), `the build's ${RELEASE_INFO_FILE}`);
    if (info.app !== remote) throw new ReleaseRefused(`mf-${remote}: the build says it is "${info.app}", not "${remote}"; nothing was published.`);
    const shell = await liveShellInfo(context);
    const problems = contractProblems(info, shell.info);
    if (problems.length) {
      throw new ReleaseRefused(
        [`mf-${remote}: refused — this release does not fit the live shell (${shell.source}); nothing was published:`, ...problems.map((p) => `  - ${p}`)].join(
          '\n',
        ),
      );
    }
    print(
      `mf-${remote}: contract check passed (needs @storefront/shared ${info.shared.range}, the shell has ${shell.info.shared.version}; ${describeContracts(info)})`,
    );
    return { built, hash: await contentHash(built) };
  } catch (error) {
    await fs.rm(built, { recursive: true, force: true });
    throw error;
  }
}

export async function deploy(context: ReleaseContext): Promise<string> {
  const { remote, print } = context;
  const { built, hash } = await gatedBuild(context);
  try {
    return await context.store.exclusive(remote, async () => {
      let pointer = await context.store.readPointer(remote);
      if (pointer && contentHashOf(pointer.live) === hash.slice(0, 8)) {
        print(`mf-${remote}: this build is the same as the live release ${pointer.live}; nothing to deploy.`);
        return pointer.live;
      }
      if (!pointer) pointer = await recordWorkspaceBuild(context);
      const release = newReleaseId(hash);
      if (context.canaryPercent !== undefined && !pointer) {
        throw new ReleaseRefused(
          `mf-${remote}: refused — a canary runs beside a live release, and this remote has none yet; deploy it without --canary first.`,
        );
      }
      await context.store.publish(remote, release, built);
      if (context.canaryPercent !== undefined && pointer) {
        const next = startCanary(pointer, release, context.canaryPercent);
        await context.store.writePointer(remote, await pruned(context, next));
        print(`mf-${remote}: release ${release} is the canary for ${context.canaryPercent} % of browsers; ${next.live} stays live for the rest`);
        print(`  npm run promote -w mf-${remote} makes it live for all; npm run abort -w mf-${remote} takes it back`);
        return release;
      }
      const next = deployTo(pointer, release);
      await context.store.writePointer(remote, await pruned(context, next));
      await announce(context, next, pointer?.live ?? null);
      return release;
    });
  } finally {
    await fs.rm(built, { recursive: true, force: true });
  }
}

export async function rollback(context: ReleaseContext): Promise<string> {
  const { remote } = context;
  return context.store.exclusive(remote, async () => {
    const pointer = await context.store.readPointer(remote);
    const existing = new Set(await context.store.listReleases(remote));
    const previous = rollBack(pointer && withoutMissing(pointer, existing));
    if (!pointer || !previous) {
      throw new ReleaseRefused(
        pointer
          ? `mf-${remote}: ${pointer.live} is the oldest release kept; there is nothing to roll back to.`
          : `mf-${remote}: no release has been deployed; there is nothing to roll back to.`,
      );
    }
    await context.store.writePointer(remote, previous);
    await announce(context, previous, pointer.live);
    return previous.live;
  });
}

/** The canary becomes live for every browser. */
export async function promote(context: ReleaseContext): Promise<string> {
  const { remote } = context;
  return context.store.exclusive(remote, async () => {
    const pointer = await context.store.readPointer(remote);
    const next = promoteCanary(pointer);
    if (!pointer || !next) throw new ReleaseRefused(`mf-${remote}: no canary is running; there is nothing to promote.`);
    await context.store.writePointer(remote, next);
    await announce(context, next, pointer.live);
    return next.live;
  });
}

/** Every browser goes back to the live release; the canary's release stays stored (a later deploy may prune it). */
export async function abort(context: ReleaseContext): Promise<string> {
  const { remote, print } = context;
  return context.store.exclusive(remote, async () => {
    const pointer = await context.store.readPointer(remote);
    const next = abortCanary(pointer);
    if (!pointer?.canary || !next) throw new ReleaseRefused(`mf-${remote}: no canary is running; there is nothing to abort.`);
    await context.store.writePointer(remote, next);
    print(`mf-${remote}: canary ${pointer.canary.release} aborted; every browser gets ${next.live}`);
    return next.live;
  });
}

export async function listReleases(context: ReleaseContext): Promise<void> {
  const pointer = await context.store.readPointer(context.remote);
  const releases = (await context.store.listReleases(context.remote)).sort().reverse();
  if (!releases.length) {
    context.print(`mf-${context.remote}: no releases in ${context.store.location}; the store serves the workspace build (${context.workspaceBuildDir}).`);
    return;
  }
  context.print(`mf-${context.remote}: releases in ${context.store.location} (newest first):`);
  const health = await context.health?.(releases).catch((error: unknown) => {
    context.print(`mf-${context.remote}: health not shown (${error instanceof Error ? error.message : String(error)})`);
    return undefined;
  });
  for (const id of releases) {
    const canary = pointer?.canary?.release === id ? `  (canary, ${pointer.canary.percent} %)` : '';
    const figures = health?.get(id);
    context.print(`${id === pointer?.live ? '* ' : '  '}${id}${id === pointer?.live ? '  (live)' : canary}${figures ? `  ${figures}` : ''}`);
  }
}

function describeContracts(info: ReleaseInfo): string {
  return Object.entries(info.contracts)
    .map(([name, version]) => `./${name} ${version}`)
    .join(', ');
}

/**
 * Before a remote's first release, the store serves its workspace build. That build becomes the first release, so a
 * rollback of the first deploy returns to what shoppers had (and tabs opened before keep their chunks).
 */
async function recordWorkspaceBuild(context: ReleaseContext): Promise<LivePointer | null> {
  const manifest = await fs.stat(path.join(context.workspaceBuildDir, 'mf-manifest.json')).catch(() => null);
  if (!manifest) return null;
  const release = newReleaseId(await contentHash(context.workspaceBuildDir), manifest.mtime);
  await context.store.publish(context.remote, release, context.workspaceBuildDir);
  context.print(
    `mf-${context.remote}: kept the build the store was serving (${context.workspaceBuildDir}) as release ${release}, so a rollback can return to it`,
  );
  return deployTo(null, release);
}

/** Deletes all but the newest `keep` releases (never the live one) and forgets them in the pointer's history. */
async function pruned(context: ReleaseContext, pointer: LivePointer): Promise<LivePointer> {
  const releases = await context.store.listReleases(context.remote);
  const doomed = releasesToPrune(releases, [pointer.live, ...(pointer.canary ? [pointer.canary.release] : [])], context.keep);
  for (const release of doomed) await context.store.remove(context.remote, release);
  if (doomed.length) context.print(`mf-${context.remote}: pruned ${doomed.length} old release${doomed.length === 1 ? '' : 's'} (keeping ${context.keep})`);
  return withoutMissing(pointer, new Set(releases.filter((id) => !doomed.includes(id))));
}

export async function liveShellInfo(context: ReleaseContext): Promise<{ info: ReleaseInfo; source: string }> {
  const url = `${context.storeUrl}/${RELEASE_INFO_FILE}`;
  const fromStore = await fetchText(url);
  if (fromStore !== null) return { info: parseReleaseInfo(fromStore, url), source: `the shell served at ${context.storeUrl}` };
  const file = path.join(context.shellDir, RELEASE_INFO_FILE);
  const text = await fs.readFile(file, 'utf8').catch(() => null);
  if (text === null) {
    throw new ReleaseRefused(
      `mf-${context.remote}: refused — cannot tell which shell is live: ${context.storeUrl} does not answer and ${file} does not exist. Start the store (npm start) or build the shell first.`,
    );
  }
  return { info: parseReleaseInfo(text, file), source: file };
}

async function fetchText(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000), headers: { 'cache-control': 'no-cache' } });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

/** Prints the live release, and whether the running store already serves it. */
async function announce(context: ReleaseContext, pointer: LivePointer, previous: string | null): Promise<void> {
  const { remote, print } = context;
  print(`mf-${remote}: release ${pointer.live} is live${previous ? ` (was ${previous})` : ''}`);
  // A bucket-backed store re-reads pointers after a moment (s3ReleaseStore's pointerTtlMs): ask a few times.
  let entry: { name: string; release?: string } | undefined;
  const attempts = 5 + Math.ceil((context.store.pointerTtlMs ?? 0) / 600);
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 600));
    const served = await fetchText(`${context.storeUrl}/remotes.json`);
    if (served === null) {
      print(`mf-${remote}: no store answers at ${context.storeUrl}; it serves this release when it starts with the same DATA_DIR / RELEASE_STORE_URL.`);
      return;
    }
    entry = (JSON.parse(served) as { remotes?: { name: string; release?: string }[] }).remotes?.find((r) => r.name === remote);
    if (entry?.release === pointer.live) break;
  }
  if (entry?.release === pointer.live) print(`mf-${remote}: ${context.storeUrl} serves it from the next page load on.`);
  else
    print(
      `mf-${remote}: warning — ${context.storeUrl} serves ${entry?.release ?? 'another build'} for ${remote} (is it running with another DATA_DIR, RELEASE_STORE_URL or REMOTES_FILE?)`,
    );
}
