// Reading a posted form: its fields, the product it names and the page to go back to.
import type { FastifyRequest } from 'fastify';
import { SHOPPER_FORM_FIELDS } from '@storefront/shared/shopper';
import { ApiError } from '../http/ApiError';

/** SPEC §5 "Quantity must be a positive whole number." */
export const QUANTITY_MESSAGE = 'Quantity must be a positive whole number.';

const PRODUCT_ID = /^[1-9]\d{0,8}$/;
const MAX_BACK_LENGTH = 2000;

/** Each field's first value: a form sends one of each. */
export function formFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) if (!(name in fields)) fields[name] = value;
  return fields;
}

/** A field's value, or undefined when absent or empty. */
export function formField(fields: Record<string, string> | undefined, name: string): string | undefined {
  const value = fields?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function productIdFrom(fields: Record<string, string> | undefined): number {
  const raw = formField(fields, SHOPPER_FORM_FIELDS.productId);
  if (!raw || !PRODUCT_ID.test(raw)) throw new ApiError(400, 'Product Not Found');
  return Number(raw);
}

/**
 * The page the form came from, as a path on this site: the form's `back` field, else the Referer's path when it is
 * this site's, else home. Never another origin, so a form cannot be made to send the shopper elsewhere.
 */
export function backTo(request: FastifyRequest): string {
  const fields = request.body as Record<string, string> | undefined;
  const back = formField(fields, SHOPPER_FORM_FIELDS.back);
  if (back && isOwnPath(back)) return back;
  const referer = request.headers.referer;
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.origin === new URL(`${url.protocol}//${request.host}`).origin && isOwnPath(url.pathname + url.search)) return url.pathname + url.search;
    } catch {
      // Not a URL: home below.
    }
  }
  return '/';
}

function isOwnPath(path: string): boolean {
  return (
    path.length <= MAX_BACK_LENGTH &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    ![...path].some((char) => char.charCodeAt(0) < 0x20)
  );
}
