// GET /featured_products, /product_categories, /products and /products/:id (SPEC §7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../http/ApiError';
import { CategorySchema, ProductSchema } from '@storefront/shared/schemas';

/** Product ids are positive integers; anything else is simply not a product. */
const PRODUCT_ID = /^[1-9]\d{0,8}$/;

const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/featured_products', { schema: { response: { 200: Type.Array(ProductSchema) } } }, async () => (await app.catalog.snapshot()).featured);

  app.get('/product_categories', { schema: { response: { 200: Type.Array(CategorySchema) } } }, async () => (await app.catalog.snapshot()).categories);

  app.get('/products', async (request, reply) => {
    const { productsJson } = await app.catalog.snapshot();
    return productsJson.send(request, reply);
  });

  app.get('/products/:id', { schema: { params: Type.Object({ id: Type.String() }), response: { 200: ProductSchema } } }, async (request) => {
    const { id } = request.params;
    const snapshot = await app.catalog.snapshot();
    const product = PRODUCT_ID.test(id) ? snapshot.productsById.get(Number(id)) : undefined;
    // A product an operator hid is not found by shoppers (its pictures still serve past orders).
    if (!product || snapshot.hiddenIds.has(product.id)) throw new ApiError(404, 'Product not found');
    return product;
  });
};

export default catalogRoutes;
