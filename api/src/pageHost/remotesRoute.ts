// GET /remotes.json: the live remotes manifest (liveRemotesSource.ts), revalidated on every page load (no-cache with
// an ETag), so a deploy or rollback reaches the next page load of a fresh or a returning browser.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { REMOTES_MANIFEST_PATH } from '@storefront/shared/contracts';
import { etagMatches } from '../http/conditionalRequest';
import { NO_CACHE } from './cachePolicy';
import type { BrowserComposition } from './browserComposition';
import type { LiveRemotesSource } from './liveRemotesSource';

const remotesRoute: FastifyPluginAsync<{ liveRemotes: LiveRemotesSource; composition: BrowserComposition }> = async (app, { liveRemotes, composition }) => {
  app.get(REMOTES_MANIFEST_PATH, async (request, reply) => {
    // The browser's own composition: the same releases its page was rendered with (browserComposition.ts).
    const live = await liveRemotes(request.log, await composition(request, reply));
    if (!live) return reply.callNotFound();
    const body = `${JSON.stringify(live.json, null, 2)}\n`;
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    reply.header('cache-control', NO_CACHE).header('etag', etag).header('vary', 'accept-encoding, cookie');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
};

export default remotesRoute;
