// GET /audit (owners): the audit log, newest first, filtered by action, operator or target, a page at a time.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq } from 'drizzle-orm';
import { AuditListSchema, AuditQuerySchema } from '@storefront/shared/schemas/admin';
import type { AdminRouteOptions } from '../adminContext';
import { auditLog } from '../adminTables';
import { pageOf, paging } from '../http/paging';

const auditRoutes: FastifyPluginAsyncTypebox<AdminRouteOptions> = async (app) => {
  app.get(
    '/audit',
    { config: { adminAccess: 'audit:read' }, schema: { querystring: AuditQuerySchema, response: { 200: AuditListSchema } } },
    async (request) => {
      const { action, operatorId, targetType, targetId } = request.query;
      const page = paging(request.query);
      const where = and(
        action ? eq(auditLog.action, action) : undefined,
        operatorId ? eq(auditLog.operatorId, operatorId) : undefined,
        targetType ? eq(auditLog.targetType, targetType) : undefined,
        targetId ? eq(auditLog.targetId, targetId) : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        app.db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(page.pageSize).offset(page.offset),
        app.db.select({ total: count() }).from(auditLog).where(where),
      ]);
      const items = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
      return pageOf(items, page, total);
    },
  );
};

export default auditRoutes;
