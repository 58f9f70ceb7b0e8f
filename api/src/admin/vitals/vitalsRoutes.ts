// GET /vitals?days=1|7|28 (default 7): real users' page speed, the 75th percentile per page and per remote release
// (vitals/vitalCounts.ts), for whoever may read the dashboard.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { VitalsQuerySchema, VitalsSchema } from '@storefront/shared/schemas/admin';
import { vitalFigures } from '../../vitals/vitalCounts';
import type { AdminRouteOptions } from '../adminContext';

const vitalsRoutes: FastifyPluginAsyncTypebox<AdminRouteOptions> = async (app, { context }) => {
  app.get(
    '/vitals',
    { config: { adminAccess: 'dashboard:read' }, schema: { querystring: VitalsQuerySchema, response: { 200: VitalsSchema } } },
    async (request) => vitalFigures(app.db, context.now(), request.query.days ?? 7),
  );
};

export default vitalsRoutes;
