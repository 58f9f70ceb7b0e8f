// PUT /products/:id/image (multipart/form-data, one file field `image`, at most PRODUCT_IMAGE_MAX_BYTES) and
// DELETE /products/:id/image (back to the drawn picture). The resized files go to the file store first — their names
// carry the upload's hash, so a failed update leaves only unused files — then the product row and its audit entry
// change in one transaction, and the catalogue cache is invalidated.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { ErrorBodySchema, PRODUCT_IMAGE_MAX_BYTES, ProductIdParamsSchema, ProductResponseSchema } from '@storefront/shared/schemas/admin';
import { products } from '../../db/schema';
import type { Database } from '../../db/types';
import { ApiError } from '../../http/ApiError';
import { PICTURE_SIZE } from '../../media/pictures/productPicture';
import { productPictureUrl } from '../../media/pictures/pictureUrls';
import { uploadOf, uploadedPictureKey, uploadedPictureUrl } from '../../media/pictures/uploadedPictures';
import type { Actor } from '../audit/auditLog';
import { writeAudit } from '../audit/auditLog';
import { type AdminRouteOptions, actorOf } from '../adminContext';
import { adminProductView } from './adminProductView';
import { PRODUCT_NOT_FOUND } from './consoleCatalogRoutes';
import { findProduct } from './productRepository';
import { resizeUploadedPicture } from './uploadedPicture';

const SEND_AS_MULTIPART = 'Send the picture as multipart/form-data with one file field named "image".';
const TOO_LARGE = `The picture is larger than ${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} MB.`;

/** Points the product at `imageUrl` (its main and hover picture) and audits the change. */
async function setPicture(
  db: Database,
  id: number,
  images: { imageUrl: string; imageHoverUrl: string },
  actor: Actor,
  action: 'product.image-upload' | 'product.image-remove',
) {
  return db.transaction(async (tx) => {
    const current = await findProduct(tx, id, true);
    if (!current) throw new ApiError(404, PRODUCT_NOT_FOUND);
    if (current.product.imageUrl === images.imageUrl) return current;
    await tx
      .update(products)
      .set({ ...images, imageWidth: PICTURE_SIZE, imageHeight: PICTURE_SIZE })
      .where(eq(products.id, id));
    await writeAudit(tx, actor, {
      action,
      targetType: 'product',
      targetId: String(id),
      before: { imageUrl: current.product.imageUrl },
      after: { imageUrl: images.imageUrl },
    });
    return (await findProduct(tx, id))!;
  });
}

const productImageRoutes: FastifyPluginAsyncTypebox<AdminRouteOptions> = async (app) => {
  await app.register(multipart, { limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 2, headerPairs: 100 } });
  const write = { config: { adminAccess: 'catalog:write' as const } };
  const responses = { 200: ProductResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema };

  app.put(
    '/products/:id/image',
    // The one route with a body this large; the multipart limits above stop a larger file while it streams.
    { ...write, bodyLimit: PRODUCT_IMAGE_MAX_BYTES + 64 * 1024, schema: { params: ProductIdParamsSchema, response: responses } },
    async (request) => {
      const id = request.params.id;
      if (!request.isMultipart()) throw new ApiError(415, SEND_AS_MULTIPART);
      if (!(await findProduct(app.db, id))) throw new ApiError(404, PRODUCT_NOT_FOUND);
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file || file.fieldname !== 'image') throw new ApiError(400, SEND_AS_MULTIPART);
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, TOO_LARGE);
        // A second file, a text field, a broken multipart body.
        throw new ApiError(400, SEND_AS_MULTIPART);
      }
      const resized = await resizeUploadedPicture(bytes);
      for (const [width, file] of resized.files)
        await app.fulfilment.files.put(uploadedPictureKey({ productId: id, hash: resized.hash, width }), file, 'image/webp');
      const url = uploadedPictureUrl(id, resized.hash, PICTURE_SIZE);
      const updated = await setPicture(app.db, id, { imageUrl: url, imageHoverUrl: url }, actorOf(request), 'product.image-upload');
      app.catalog.invalidate();
      return {
        message: 'Picture uploaded; shoppers see it on their next page load.',
        product: adminProductView(updated.product, updated.prices, app.config.publicBaseUrl),
      };
    },
  );

  app.delete('/products/:id/image', { ...write, schema: { params: ProductIdParamsSchema, response: responses } }, async (request) => {
    const id = request.params.id;
    const found = await findProduct(app.db, id);
    if (!found) throw new ApiError(404, PRODUCT_NOT_FOUND);
    if (!uploadOf(found.product.imageUrl)) {
      return { message: 'The product already shows its drawn picture.', product: adminProductView(found.product, found.prices, app.config.publicBaseUrl) };
    }
    const drawn = { imageUrl: productPictureUrl(id, 'front', PICTURE_SIZE), imageHoverUrl: productPictureUrl(id, 'back', PICTURE_SIZE) };
    const updated = await setPicture(app.db, id, drawn, actorOf(request), 'product.image-remove');
    app.catalog.invalidate();
    return { message: 'Back to the drawn picture.', product: adminProductView(updated.product, updated.prices, app.config.publicBaseUrl) };
  });
};

export default productImageRoutes;
