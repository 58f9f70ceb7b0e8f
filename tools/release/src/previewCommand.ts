// `npm run preview -w mf-<name>`: builds the remote, runs the contract gate as a deploy does, stores the build as a
// release without making it live (the live pointer is not touched), and prints a signed link that shows its holder
// the store with that release until it expires. `--release <id>` makes a new link to a release already stored (the
// gate runs again, against the shell live now). A build the store already keeps is not stored twice.
import fs from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_INFO_FILE } from '@storefront/shared/contracts';
import { contractProblems, parseReleaseInfo } from './contractGate';
import { contentHashOf, isReleaseId, LEAVE_PREVIEW_PATH, newReleaseId, previewUrl } from '@storefront/api/releases';
import type { PreviewSigner } from '@storefront/api/releases/database';
import { gatedBuild, liveShellInfo, ReleaseRefused, type ReleaseContext } from './releaseCommands';

export const DEFAULT_PREVIEW_HOURS = 24;
export const MAX_PREVIEW_HOURS = 24 * 14;

export interface PreviewOptions {
  /** How long the link works, in hours. */
  hours: number;
  /** A release already stored, instead of a new build. */
  release?: string;
  /** The store's public origin, which the link is printed with. */
  publicBaseUrl: string;
  sign: PreviewSigner;
  now?: () => Date;
}

export const isPreviewHours = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_PREVIEW_HOURS;

export async function preview(context: ReleaseContext, options: PreviewOptions): Promise<{ release: string; url: string }> {
  const { remote, print } = context;
  const release = options.release === undefined ? await storedBuild(context) : await storedRelease(context, options.release);
  const expires = Math.floor((options.now ?? (() => new Date()))().getTime() / 1000) + options.hours * 3600;
  const link = { remote, release, expires };
  const url = previewUrl(options.publicBaseUrl, link, await options.sign(link));
  const pointer = await context.store.readPointer(remote);
  print(`mf-${remote}: release ${release} is stored for preview; shoppers still get ${pointer?.live ?? 'the workspace build'}.`);
  print(`mf-${remote}: preview link, valid until ${new Date(expires * 1000).toISOString()} (${options.hours} h):`);
  print(`  ${url}`);
  print(
    `  Opening it shows that browser alone the store with this release of ${remote}; ${options.publicBaseUrl.replace(/\/+$/, '')}${LEAVE_PREVIEW_PATH} leaves the preview.`,
  );
  return { release, url };
}

/** A new build, gated, stored as a release unless one with the same content is kept already. */
async function storedBuild(context: ReleaseContext): Promise<string> {
  const { remote, print } = context;
  const { built, hash } = await gatedBuild(context);
  try {
    return await context.store.exclusive(remote, async () => {
      const same = (await context.store.listReleases(remote)).sort().find((id) => contentHashOf(id) === hash.slice(0, 8));
      if (same) {
        print(`mf-${remote}: this build is stored already as release ${same}.`);
        return same;
      }
      const release = newReleaseId(hash);
      await context.store.publish(remote, release, built);
      return release;
    });
  } finally {
    await fs.rm(built, { recursive: true, force: true });
  }
}

/** A release the store keeps, checked again against the shell live now. */
async function storedRelease(context: ReleaseContext, release: string): Promise<string> {
  const { remote, print } = context;
  const dir = isReleaseId(release) ? await context.store.localDir(remote, release) : null;
  if (!dir) throw new ReleaseRefused(`mf-${remote}: no release ${release} is stored; npm run releases -w mf-${remote} lists them.`);
  const info = parseReleaseInfo(await fs.readFile(path.join(dir, RELEASE_INFO_FILE), 'utf8'), `${release}'s ${RELEASE_INFO_FILE}`);
  const shell = await liveShellInfo(context);
  const problems = contractProblems(info, shell.info);
  if (problems.length) {
    throw new ReleaseRefused(
      [`mf-${remote}: refused — release ${release} does not fit the live shell (${shell.source}):`, ...problems.map((p) => `  - ${p}`)].join('\n'),
    );
  }
  print(`mf-${remote}: contract check passed for release ${release}`);
  return release;
}
