// Serves the built storefront from the API's origin: the shell at /, each remote's workspace build under
// /mf/{name}/, the releases in the release store under /releases/{name}/{release}/, the live /remotes.json, and the
// preview links (previewRoutes.ts).
// Precompressed .br/.gz siblings are preferred; @fastify/compress compresses the rest on the fly. Every encoding of
// a file gets the same Cache-Control (cachePolicy.ts). Server bundles (…/server/) are for the page renderer only.
// Page loads (client-side routes, and /) go to the not-found handler (http/errorHandlers.ts), which renders them.
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { isPageRequest } from '../http/errorHandlers';
import { isReleaseId } from '../releases/livePointer';
import { RELEASES_URL_PREFIX } from '../releases/liveRemotes';
import type { ReleaseStore } from '../releases/releaseStore';
import { STATIC_PAGE_POLICY } from '../security/pagePolicy';
import { cacheControlFor } from './cachePolicy';
import type { BrowserComposition } from './browserComposition';
import type { LiveRemotesSource } from './liveRemotesSource';
import previewRoutes from './previewRoutes';
import remotesRoute from './remotesRoute';
import type { PageHostDirs } from './pageHostDirs';

interface Options {
  dirs: PageHostDirs;
  liveRemotes: LiveRemotesSource | null;
  composition: BrowserComposition;
  releaseStore?: ReleaseStore;
}

const SERVER_BUNDLE = /^\/?server\//;
/** The last path segment has an extension: every file of a build has one, no page path does. */
const FILE_NAME = /\.[^/]*$/;
const SHELL_PAGE = /^\/?index\.html$/;
/** Paths under /releases/: {remote}/{release}/{file}; the pointer and lock files beside the releases are not served. */
const RELEASE_FILE = /^\/[^/]+\/[^/]+\/./;
const RELEASE_SERVER_BUNDLE = /^\/[^/]+\/[^/]+\/server\//;

const remoteFileHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('cache-control', cacheControlFor(filePath));
  if (/\.html(\.br|\.gz)?$/.test(filePath)) reply.header('content-security-policy', STATIC_PAGE_POLICY);
  // A remote may be consumed by a shell on another origin.
  reply.header('access-control-allow-origin', '*');
};

const pageHostPlugin: FastifyPluginAsync<Options> = async (app, { dirs, liveRemotes, composition, releaseStore }) => {
  if (liveRemotes) await app.register(remotesRoute, { liveRemotes, composition });
  if (liveRemotes && releaseStore) await app.register(previewRoutes, { liveRemotes, composition, releaseStore });

  for (const remote of dirs.remotes) {
    await app.register(fastifyStatic, {
      root: remote.dir,
      prefix: `/mf/${remote.name}/`,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      index: false,
      allowedPath: (pathname: string) => !SERVER_BUNDLE.test(pathname),
      setHeaders: remoteFileHeaders,
    });
  }

  if (releaseStore) {
    await app.register(async (releases) => {
      // /releases/{remote}/{release}/{file}: the store brings the release to this machine first (a bucket-backed
      // store downloads it once); a release it does not have is a 404.
      releases.addHook('onRequest', async (request, reply) => {
        const [remote, release] = request.url
          .split('?')[0]
          .slice(RELEASES_URL_PREFIX.length + 1)
          .split('/');
        if (!isReleaseId(release) || !(await releaseStore.localDir(remote, release).catch(() => null))) return reply.callNotFound();
      });
      await releases.register(fastifyStatic, {
        root: releaseStore.localRoot,
        prefix: `${RELEASES_URL_PREFIX}/`,
        decorateReply: false,
        preCompressed: true,
        cacheControl: false,
        index: false,
        allowedPath: (pathname: string) => RELEASE_FILE.test(pathname) && !RELEASE_SERVER_BUNDLE.test(pathname),
        setHeaders: remoteFileHeaders,
      });
    });
  }

  if (dirs.shellDir !== null) {
    const shellDir = dirs.shellDir;
    await app.register(async (shell) => {
      // A page load goes straight to the page handler: looking for a file named like the route first (a directory
      // read and a stat per encoding) cost a quarter of a cached page's time (decision 0027).
      shell.addHook('onRequest', async (request, reply) => {
        if (isPageRequest(request) && !FILE_NAME.test(request.url.split('?')[0])) return reply.callNotFound();
      });
      await shell.register(fastifyStatic, {
        root: shellDir,
        prefix: '/',
        decorateReply: false,
        preCompressed: true,
        cacheControl: false,
        index: false,
        // `/` is a page like any other: the not-found handler hands it to the page handler (pageHandler.ts), which also
        // gives index.html its policy; the file itself is never sent as it is.
        allowedPath: (pathname: string) => pathname !== '/' && !SHELL_PAGE.test(pathname) && !SERVER_BUNDLE.test(pathname),
        setHeaders(reply: FastifyReply, filePath: string) {
          reply.header('cache-control', cacheControlFor(filePath));
        },
      });
    });
  }
};

export default pageHostPlugin;
