// The shopper's record over HTTP (decision 0061). GET and PUT /shopper: the scripted store reads the record when its
// page did not carry it and writes back what the shopper changes. The forms under /shopper/… are what the
// server-rendered controls post before the scripts run, or without them: each changes the record the way the store's
// action would, with the same rules and messages, and answers 303 back to the page the form names. The checkout
// form (checkoutFormRoute.ts) answers 303 to the checkout again or on to the payment page.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { currencyCookie } from '@storefront/shared/money';
import {
  SHOPPER_API_PATH,
  SHOPPER_FORM_FIELDS as FIELDS,
  SHOPPER_FORM_PATHS as PATHS,
  parseQuantityInput,
  toCartLine,
  withIdToggled,
  withIdAdded,
  withIdRemoved,
  withLineAdded,
  withQuantity,
  withLicense,
  withoutLine,
  emptyShopperRecord,
  matchLicensePrice,
  SELECT_LICENSE_ALERT,
  cartLineKey,
  type ShopperRecord,
} from '@storefront/shared/shopper';
import { ApiError } from '../http/ApiError';
import { requestOrigin } from '../admin/http/requestOrigin';
import { formFields, formField, backTo, productIdFrom, QUANTITY_MESSAGE } from './shopperForm';
import { checkoutFormRoute } from './checkoutFormRoute';
import type { WriteRateLimit } from '../http/rateLimit';

const shopperRoutes: FastifyPluginAsync<{ corsOrigins: string[]; rateLimit: WriteRateLimit }> = async (app, { corsOrigins, rateLimit }) => {
  // Forms post urlencoded fields; only this plugin reads them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => {
    done(null, formFields(body as string));
  });
  // A write from another site's page is refused whatever cookie it carries (SameSite=Lax already keeps the cookie off
  // another site's POST; this also covers a browser that ignores it).
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && requestOrigin(request, corsOrigins) === 'foreign') {
      throw new ApiError(403, 'This request must come from a page of this store.');
    }
  });

  const recordOf = async (request: FastifyRequest) => (await app.shoppers.read(request)) ?? emptyShopperRecord();
  const changeAndReturn = async (request: FastifyRequest, reply: FastifyReply, change: (record: ShopperRecord) => ShopperRecord | Promise<ShopperRecord>) => {
    await app.shoppers.save(request, reply, await change(await recordOf(request)));
    return reply.header('cache-control', 'no-store').redirect(backTo(request), 303);
  };

  app.get(SHOPPER_API_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { record: await app.shoppers.read(request) };
  });

  app.put(SHOPPER_API_PATH, { schema: { body: { type: 'object' } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { record: await app.shoppers.save(request, reply, request.body as ShopperRecord) };
  });

  app.post(PATHS.addToCart, async (request, reply) => {
    const fields = request.body as Record<string, string>;
    const product = await app.catalog.product(productIdFrom(fields));
    if (!product) throw new ApiError(404, 'Product Not Found');
    const typed = formField(fields, FIELDS.quantity);
    const quantity = typed === undefined ? 1 : parseQuantityInput(typed);
    if (quantity === null) throw new ApiError(400, QUANTITY_MESSAGE);
    const license = formField(fields, FIELDS.license);
    const prices = product.prices ?? [];
    if (license !== undefined && prices.length > 0 && !matchLicensePrice(prices, license)) throw new ApiError(400, SELECT_LICENSE_ALERT);
    const line = toCartLine(product, quantity, license, { size: formField(fields, FIELDS.size), color: formField(fields, FIELDS.color) });
    return changeAndReturn(request, reply, (record) => withLineAdded(record, line));
  });

  app.post(PATHS.cartQuantity, async (request, reply) => {
    const fields = request.body as Record<string, string>;
    const key = formField(fields, FIELDS.line) ?? '';
    const typed = formField(fields, FIELDS.quantity);
    const typedQuantity = typed === undefined ? undefined : parseQuantityInput(typed);
    if (typedQuantity === null) throw new ApiError(400, QUANTITY_MESSAGE);
    const stepped = formField(fields, FIELDS.setQuantity);
    return changeAndReturn(request, reply, (record) => {
      // A quantity typed over the line's is what the shopper asked for (Enter submits the form through its first
      // button, −); else the − or + pressed names the quantity.
      const current = record.cart.find((line) => cartLineKey(line) === key)?.quantity;
      const quantity = typedQuantity !== undefined && typedQuantity !== current ? typedQuantity : parseQuantityInput(stepped ?? typed ?? '');
      if (quantity === null) throw new ApiError(400, QUANTITY_MESSAGE);
      return withQuantity(record, key, quantity);
    });
  });

  app.post(PATHS.cartLicense, async (request, reply) => {
    const fields = request.body as Record<string, string>;
    const key = formField(fields, FIELDS.line) ?? '';
    const license = formField(fields, FIELDS.license) ?? '';
    return changeAndReturn(request, reply, (record) => {
      const changed = withLicense(record, key, license);
      if (!changed) throw new ApiError(400, SELECT_LICENSE_ALERT);
      return changed;
    });
  });

  app.post(PATHS.removeLine, async (request, reply) => {
    const fields = request.body as Record<string, string>;
    return changeAndReturn(request, reply, (record) => withoutLine(record, formField(fields, FIELDS.line) ?? ''));
  });

  // As the card's buttons do with scripts: the wishlist button saves or un-saves, the compare button adds.
  app.post(PATHS.wishlist, async (request, reply) => {
    const id = productIdFrom(request.body as Record<string, string>);
    return changeAndReturn(request, reply, (record) => withIdToggled(record, 'wishlist', id));
  });
  app.post(PATHS.moveToCart, async (request, reply) => {
    const product = await app.catalog.product(productIdFrom(request.body as Record<string, string>));
    if (!product) throw new ApiError(404, 'Product Not Found');
    return changeAndReturn(request, reply, (record) => {
      const added = withLineAdded(record, toCartLine(product));
      return added.cart.some((line) => line.id === product.id) ? withIdRemoved(added, 'wishlist', product.id) : added;
    });
  });
  app.post(PATHS.compare, async (request, reply) => {
    const id = productIdFrom(request.body as Record<string, string>);
    return changeAndReturn(request, reply, (record) => withIdAdded(record, 'compare', id));
  });

  app.post(PATHS.currency, async (request, reply) => {
    const currency = formField(request.body as Record<string, string>, FIELDS.currency);
    if (currency !== 'USD' && currency !== 'NGN') throw new ApiError(400, 'Choose USD or NGN.');
    // The cookie is what the next page is rendered in (currencyCookie.ts); the record keeps it with the rest.
    reply.header('set-cookie', currencyCookie(currency));
    return changeAndReturn(request, reply, (record) => ({ ...record, currency }));
  });

  checkoutFormRoute(app, rateLimit);
};

export default shopperRoutes;
