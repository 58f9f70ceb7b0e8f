// GET /preview?remote=&release=&expires=&sig= (a link `npm run preview -w mf-<name>` printed): pins that release of
// the remote in this browser's composition cookie until the link expires, then sends the browser to the home page.
// Only the browser that opened the link sees the release; every other keeps its own composition. GET /preview/leave
// drops every pin (the browser keeps its id, so its canary buckets). A link that is incomplete, not signed by this
// store, expired, or names a release the store does not have is refused with a message and changes nothing.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ReleaseStore } from '../releases/releaseStore';
import type { BrowserComposition } from './browserComposition';
import type { LiveRemotesSource } from './liveRemotesSource';
import { LEAVE_PREVIEW_PATH, PREVIEW_PATH, checkPreviewLink } from './previewLink';

interface Options {
  liveRemotes: LiveRemotesSource;
  composition: BrowserComposition;
  releaseStore: ReleaseStore;
  now?: () => number;
}

const refuse = (reply: FastifyReply, status: number, message: string) => reply.code(status).header('cache-control', 'no-store').send({ message });

const previewRoutes: FastifyPluginAsync<Options> = async (app, { liveRemotes, composition, releaseStore, now = () => Date.now() }) => {
  app.get(PREVIEW_PATH, async (request, reply) => {
    const checked = checkPreviewLink(request.query as Record<string, unknown>, await composition.signingKey(), Math.floor(now() / 1000));
    if (!checked.ok) return refuse(reply, checked.status, checked.message);
    const { remote, release, expires } = checked.link;
    if (!(await releaseStore.localDir(remote, release).catch(() => null))) {
      return refuse(reply, 404, `Release ${release} of ${remote} is not in this store's releases (it may have been pruned). Ask for a new preview link.`);
    }
    // What this browser would get with the pin: the remote must be one this store serves from its releases.
    const pinned = await composition.pin(request, reply, { remote, release, expires });
    const entry = (await liveRemotes(request.log, pinned))?.json.remotes.find((candidate) => candidate.name === remote);
    if (entry?.release !== release) {
      reply.removeHeader('set-cookie');
      return refuse(
        reply,
        404,
        entry
          ? `This store serves ${remote} from ${entry.manifest}, not from its releases: it cannot preview a release of it.`
          : `This store has no remote named ${remote}.`,
      );
    }
    request.log.info({ remote, release, expires: new Date(expires * 1000).toISOString() }, 'preview link opened');
    return reply.code(303).header('cache-control', 'no-store').header('location', '/').send();
  });

  app.get(LEAVE_PREVIEW_PATH, async (request, reply) => {
    await composition.leavePreview(request, reply);
    return reply.code(303).header('cache-control', 'no-store').header('location', '/').send();
  });
};

export default previewRoutes;
