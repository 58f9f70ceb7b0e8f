// The catalogue's routes. SPEC §7's four: GET /featured_products, /product_categories, /products/:id and /products —
// which, for a catalogue of any size, answers one page (Link headers to the others, decision 0058), or the products
// named by `?ids=` in one call. And the queries the store asks instead of reading the whole list:
// GET /catalog (a page of the store with its total and facets), GET /search, GET /products/:id/related.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  CatalogPageSchema,
  CatalogQuerySchema,
  CategorySchema,
  MAX_IDS_PER_CALL,
  ProductSchema,
  ProductsQuerySchema,
  RelatedQuerySchema,
  SearchPageSchema,
  SearchQuerySchema,
} from '@storefront/shared/schemas';
import { ApiError } from '../http/ApiError';
import { contentEtag } from '../http/contentEtag';
import { CatalogAnswers } from './catalogAnswers';
import { pageLinks } from './pageLinks';

/** Product ids are positive integers; anything else is simply not a product. */
const PRODUCT_ID = /^[1-9]\d{0,8}$/;
const MAX_RELATED = 24;

const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', contentEtag);
  // The answers everyone gets alike, kept per catalogue version (catalogAnswers.ts); products by ids are a shopper's
  // own lists (a cart, a wishlist), too varied to keep.
  const answers = new CatalogAnswers();
  const kept = async (request: FastifyRequest, reply: FastifyReply, answer: () => Promise<unknown>) =>
    answers.send(request, reply, await app.catalog.version(), answer);

  app.get('/featured_products', { schema: { response: { 200: Type.Array(ProductSchema) } } }, (request, reply) =>
    kept(request, reply, () => app.catalog.featured()),
  );

  app.get('/product_categories', { schema: { response: { 200: Type.Array(CategorySchema) } } }, (request, reply) =>
    kept(request, reply, () => app.catalog.categories()),
  );

  app.get('/catalog', { schema: { querystring: CatalogQuerySchema, response: { 200: CatalogPageSchema } } }, (request, reply) =>
    kept(request, reply, () => app.catalog.list(request.query)),
  );

  app.get('/search', { schema: { querystring: SearchQuerySchema, response: { 200: SearchPageSchema } } }, (request, reply) =>
    kept(request, reply, () => app.catalog.search(request.query)),
  );

  app.get('/products', { schema: { querystring: ProductsQuerySchema, response: { 200: Type.Array(ProductSchema) } } }, async (request, reply) => {
    const { ids, page, pageSize } = request.query;
    if (ids !== undefined) {
      if (page !== undefined || pageSize !== undefined) throw new ApiError(400, 'querystring/ids cannot be combined with page or pageSize');
      const list = ids.split(',').map(Number);
      if (list.length > MAX_IDS_PER_CALL) throw new ApiError(400, `querystring/ids must name at most ${MAX_IDS_PER_CALL} products`);
      return app.catalog.productsByIds(list);
    }
    const listed = await app.catalog.listed(page, pageSize);
    reply.header('x-total-count', String(listed.total));
    reply.header('link', pageLinks(request.url, listed.page, listed.totalPages, listed.pageSize));
    return listed.products;
  });

  app.get('/products/:id', { schema: { params: Type.Object({ id: Type.String() }), response: { 200: ProductSchema } } }, async (request) => {
    const { id } = request.params;
    // A product an operator hid is not found by shoppers (its pictures still serve past orders).
    const product = PRODUCT_ID.test(id) ? await app.catalog.product(Number(id)) : undefined;
    if (!product) throw new ApiError(404, 'Product not found');
    return product;
  });

  app.get(
    '/products/:id/related',
    { schema: { params: Type.Object({ id: Type.String() }), querystring: RelatedQuerySchema, response: { 200: Type.Array(ProductSchema) } } },
    async (request) => {
      const { id } = request.params;
      const product = PRODUCT_ID.test(id) ? await app.catalog.product(Number(id)) : undefined;
      if (!product) throw new ApiError(404, 'Product not found');
      const limit = request.query.limit === undefined ? undefined : Number(request.query.limit);
      if (limit !== undefined && limit > MAX_RELATED) throw new ApiError(400, `querystring/limit must be at most ${MAX_RELATED}`);
      return app.catalog.related(product.id, limit);
    },
  );
};

export default catalogRoutes;
