// POST /beacon: a page's report on itself (shared/src/schemas/beacon.ts), sent with navigator.sendBeacon when it is
// hidden or left. Rate limited per client, its body bounded, checked against the live composition (a route or remote
// the store does not serve is refused, so nobody can fill the table with made-up names), and counted into today's
// histograms; its health (page views, errors and failed views per remote) is counted per release, and a canary it
// names is judged for the automatic abort (health/canaryWatch.ts). Nothing of the request (address, agent, URL) is kept.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BeaconBodySchema } from '@storefront/shared/schemas';
import { remoteRouteTable } from '@storefront/shared/routing';
import { BEACON_LIMITS, SHELL_BOUNDARY } from '@storefront/shared/vitals';
import { ApiError } from '../http/ApiError';
import { rateLimitConfig } from '../http/rateLimit';
import type { LiveRemotesSource } from '../pageHost/liveRemotesSource';
import { countReadings, pruneOldDays, utcDay } from './vitalCounts';
import type { VitalsOptions } from './vitalsOptions';
import { countHealth, pruneOldHealth } from '../health/healthCounts';
import type { CanaryCheck } from '../health/canaryWatch';

interface BeaconRouteOptions extends VitalsOptions {
  liveRemotes: LiveRemotesSource | null;
  /** Judges a running canary after its health was counted; null when the store does not abort canaries. */
  canaryCheck?: CanaryCheck | null;
}

const beaconRoutes: FastifyPluginAsyncTypebox<BeaconRouteOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  let prunedOn = '';

  app.post(
    '/beacon',
    { bodyLimit: BEACON_LIMITS.bodyBytes, config: rateLimitConfig(options.rateLimit), schema: { body: BeaconBodySchema } },
    async (request, reply) => {
      const { route, releases, vitals = [], views = [], errors = [], failed = [] } = request.body;
      if (!vitals.length && !views.length && !errors.length) throw new ApiError(400, 'The beacon carries no readings, page views or errors.');
      const erring = new Set(errors.map((entry) => entry.remote));
      const unexplained = failed.find((remote) => !erring.has(remote));
      if (unexplained) throw new ApiError(400, `"${unexplained}" is named as failed without an error of its own.`);
      const live = options.liveRemotes ? await options.liveRemotes(request.log) : null;
      const composition = live?.json;
      if (composition) {
        if (!remoteRouteTable(composition).some((owner) => owner.routePath === route)) throw new ApiError(400, `"${route}" is no route of this store.`);
        const remotes = new Set(composition.remotes.map((remote) => remote.name));
        const unknown =
          vitals.find((entry) => entry.remote !== undefined && entry.remote !== SHELL_BOUNDARY && !remotes.has(entry.remote))?.remote ??
          [...views, ...erring].find((remote) => !remotes.has(remote));
        if (unknown) throw new ApiError(400, `"${unknown}" is no remote of this store.`);
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
      await countHealth(app.db, at, { route, releases, views, errors, failed });
      // Once a day per instance is enough: the console reads whole days.
      if (prunedOn !== utcDay(at)) {
        prunedOn = utcDay(at);
        await pruneOldDays(app.db, at, options.retentionDays);
        await pruneOldHealth(app.db, at, options.retentionDays);
      }
      const check = options.canaryCheck;
      if (check && live?.canaries?.size) {
        const judged = new Set([...views, ...failed]);
        for (const [remote, canary] of live.canaries) {
          if (!judged.has(remote) || releases[remote] !== canary.release) continue;
          // The shopper's beacon is answered either way; a failed check is tried again with the next beacon.
          await check(remote, canary.release).catch((error: unknown) => request.log.error({ err: error, remote }, 'could not judge the canary'));
        }
      }
      return reply.code(204).send();
    },
  );
};

export default beaconRoutes;
