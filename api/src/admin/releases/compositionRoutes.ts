// GET /composition (releases:read): every remote's live release, canary and share, their health and history.
// POST /composition/:remote/promote|abort|rollback (releases:manage, owners): the team commands' switches from the
// console, under the release store's lock, each written to the audit log. Absent when the store serves no releases.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompositionActionParamsSchema, CompositionActionResponseSchema, CompositionSchema, ErrorBodySchema } from '@storefront/shared/schemas/admin';
import type { HealthOptions } from '../../health/healthOptions';
import { PointerActionRefused, changePointer } from '../../health/pointerActions';
import { ApiError } from '../../http/ApiError';
import type { ReleaseStore } from '../../releases/releaseStore';
import type { LiveRemotesSource } from '../../pageHost/liveRemotesSource';
import { type AdminRouteOptions, actorOf } from '../adminContext';
import { writeAudit } from '../audit/auditLog';
import { remoteComposition } from './remoteComposition';

export interface CompositionRouteOptions extends AdminRouteOptions {
  releases: { store: ReleaseStore; liveRemotes: LiveRemotesSource; health: HealthOptions } | null;
}

const DONE = {
  promote: (remote: string, live: string) => `Promoted: every browser gets ${live} of ${remote} from its next page load.`,
  abort: (remote: string, live: string) => `Canary aborted: every browser gets ${live} of ${remote} from its next page load.`,
  rollback: (remote: string, live: string) => `Rolled back: every browser gets ${live} of ${remote} from its next page load.`,
};

const compositionRoutes: FastifyPluginAsyncTypebox<CompositionRouteOptions> = async (app, { releases }) => {
  const unavailable = () => new ApiError(404, 'This store serves no releases (no release store), so there is no composition to show.');
  const remoteNames = async (log: typeof app.log) => ((releases ? await releases.liveRemotes(log) : null)?.json.remotes ?? []).map((r) => r.name);

  app.get(
    '/composition',
    { config: { adminAccess: 'releases:read' }, schema: { response: { 200: CompositionSchema, 404: ErrorBodySchema } } },
    async (request) => {
      if (!releases) throw unavailable();
      const names = await remoteNames(request.log);
      const { autoAbort, thresholds } = releases.health;
      return {
        autoAbort: { on: autoAbort, ...thresholds },
        remotes: await Promise.all(names.map((name) => remoteComposition(app.db, releases.store, name))),
      };
    },
  );

  app.post(
    '/composition/:remote/:action',
    {
      config: { adminAccess: 'releases:manage' },
      schema: { params: CompositionActionParamsSchema, response: { 200: CompositionActionResponseSchema, 404: ErrorBodySchema, 409: ErrorBodySchema } },
    },
    async (request) => {
      if (!releases) throw unavailable();
      const { remote, action } = request.params;
      if (!(await remoteNames(request.log)).includes(remote)) throw new ApiError(404, `"${remote}" is no remote of this store.`);
      let change;
      try {
        change = await changePointer(releases.store, remote, action);
      } catch (error) {
        if (error instanceof PointerActionRefused) throw new ApiError(409, error.message);
        throw error;
      }
      await writeAudit(app.db, actorOf(request), {
        action: `release.${action}`,
        targetType: 'remote',
        targetId: remote,
        before: { live: change.before.live, canary: change.before.canary ?? null },
        after: { live: change.after.live, canary: change.after.canary ?? null },
      });
      request.log.info({ remote, action, live: change.after.live, was: change.before.live }, 'release switched from the console');
      return { message: DONE[action](remote, change.after.live), remote: await remoteComposition(app.db, releases.store, remote) };
    },
  );
};

export default compositionRoutes;
