// The catalogue in the console: GET /products, GET /products/:id, PATCH /products/:id, GET /categories. Every change
// is written with its audit entry in one transaction, then the catalogue cache of this instance is invalidated, so
// the storefront serves it on its next request (other instances within CatalogService's max age).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, count, eq, sql } from 'drizzle-orm';
import {
  AdminProductSchema,
  CategoryListSchema,
  ErrorBodySchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductPatchSchema,
  ProductResponseSchema,
} from '@storefront/shared/schemas/admin';
import { refreshListing } from '../../catalog/listingIndex';
import { categories, productPrices, products } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { type AdminRouteOptions, actorOf } from '../adminContext';
import { changedFields, writeAudit } from '../audit/auditLog';
import { pageOf, paging } from '../http/paging';
import { adminProductView, productSummary } from './adminProductView';
import { auditedFields, productChanges } from './productChanges';
import { findProduct, searchProducts } from './productRepository';

export const PRODUCT_NOT_FOUND = 'Product not found';

const consoleCatalogRoutes: FastifyPluginAsyncTypebox<AdminRouteOptions> = async (app) => {
  const read = { config: { adminAccess: 'catalog:read' as const } };

  app.get('/products', { ...read, schema: { querystring: ProductListQuerySchema, response: { 200: ProductListSchema } } }, async (request) => {
    const page = paging(request.query);
    const { items, total } = await searchProducts(app.db, request.query, page);
    return pageOf(
      items.map(({ product, prices }) => productSummary(product, prices)),
      page,
      total,
    );
  });

  app.get(
    '/products/:id',
    { ...read, schema: { params: ProductIdParamsSchema, response: { 200: AdminProductSchema, 404: ErrorBodySchema } } },
    async (request) => {
      const found = await findProduct(app.db, request.params.id);
      if (!found) throw new ApiError(404, PRODUCT_NOT_FOUND);
      return adminProductView(found.product, found.prices, app.config.publicBaseUrl);
    },
  );

  app.patch(
    '/products/:id',
    {
      config: { adminAccess: 'catalog:write' },
      schema: { params: ProductIdParamsSchema, body: ProductPatchSchema, response: { 200: ProductResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema } },
    },
    async (request) => {
      const id = request.params.id;
      const categoryNames = (await app.db.select({ name: categories.name }).from(categories).orderBy(asc(categories.position))).map((row) => row.name);
      const changed = await app.db.transaction(async (tx) => {
        const current = await findProduct(tx, id, true);
        if (!current) throw new ApiError(404, PRODUCT_NOT_FOUND);
        const changes = productChanges(request.body, current, categoryNames);
        if (Object.keys(changes.row).length > 0) await tx.update(products).set(changes.row).where(eq(products.id, id));
        for (const [licenseType, amounts] of changes.prices ?? []) {
          await tx
            .update(productPrices)
            .set(amounts)
            .where(sql`${productPrices.productId} = ${id} AND ${productPrices.licenseType} = ${licenseType}`);
        }
        await refreshListing(tx, [id]);
        const updated = (await findProduct(tx, id))!;
        const diff = changedFields(auditedFields(current.product, current.prices), auditedFields(updated.product, updated.prices));
        if (Object.keys(diff.after).length > 0) {
          await writeAudit(tx, actorOf(request), { action: 'product.update', targetType: 'product', targetId: String(id), ...diff });
        }
        return { updated, fields: Object.keys(diff.after) };
      });
      if (changed.fields.length > 0) app.catalog.invalidate();
      return {
        message: changed.fields.length > 0 ? `Saved: ${changed.fields.join(', ')}. Shoppers see it on their next page load.` : 'Nothing changed.',
        product: adminProductView(changed.updated.product, changed.updated.prices, app.config.publicBaseUrl),
      };
    },
  );

  app.get('/categories', { ...read, schema: { response: { 200: CategoryListSchema } } }, async () => {
    const rows = await app.db
      .select({ name: categories.name, productCount: count(products.id) })
      .from(categories)
      .leftJoin(products, eq(products.categoryName, categories.name))
      .groupBy(categories.name, categories.position)
      .orderBy(asc(categories.position));
    return { items: rows.map((row) => ({ name: row.name, productCount: Number(row.productCount) })) };
  });
};

export default consoleCatalogRoutes;
