// POST /beacon: a page's report on itself (shared/src/schemas/beacon.ts), sent with navigator.sendBeacon when it is
// hidden or left. Rate limited per client, its body bounded, checked against the live composition (a route or remote
// the store does not serve is refused, so nobody can fill the table with made-up names), and counted into today's
// histograms; nothing of the request (address, agent, URL) is kept.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BeaconBodySchema } from '@storefront/shared/schemas';
import { remoteRouteTable } from '@storefront/shared/routing';
import { BEACON_LIMITS, SHELL_BOUNDARY } from '@storefront/shared/vitals';
import { ApiError } from '../http/ApiError';
import { rateLimitConfig } from '../http/rateLimit';
import type { LiveRemotesSource } from '../storefront/liveRemotesSource';
import { countReadings, pruneOldDays, utcDay } from './vitalCounts';
import type { VitalsOptions } from './vitalsOptions';

const beaconRoutes: FastifyPluginAsyncTypebox<VitalsOptions & { liveRemotes: LiveRemotesSource | null }> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  let prunedOn = '';

  app.post(
    '/beacon',
    { bodyLimit: BEACON_LIMITS.bodyBytes, config: rateLimitConfig(options.rateLimit), schema: { body: BeaconBodySchema } },
    async (request, reply) => {
      const { route, releases, vitals } = request.body;
      const composition = options.liveRemotes ? (await options.liveRemotes(request.log))?.json : null;
      if (composition) {
        if (!remoteRouteTable(composition).some((owner) => owner.routePath === route)) throw new ApiError(400, `"${route}" is no route of this store.`);
        const remotes = new Set([SHELL_BOUNDARY, ...composition.remotes.map((remote) => remote.name)]);
        const unknown = vitals.find((entry) => entry.remote !== undefined && !remotes.has(entry.remote));
        if (unknown) throw new ApiError(400, `"${unknown.remote}" is no remote of this store.`);
      }
      const at = now();
      await countReadings(
        app.db,
        at,
        vitals.map(({ name, value, remote = '' }) => ({
          route,
          metric: name,
          value,
          remote,
          release: Object.hasOwn(releases, remote) ? releases[remote] : '',
        })),
      );
      // Once a day per instance is enough: the console reads whole days.
      if (prunedOn !== utcDay(at)) {
        prunedOn = utcDay(at);
        await pruneOldDays(app.db, at, options.retentionDays);
      }
      return reply.code(204).send();
    },
  );
};

export default beaconRoutes;
