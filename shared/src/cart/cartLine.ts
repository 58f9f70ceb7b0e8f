// Turns a product into a cart line: the snapshot cart views render from, with quantity and license defaults (SPEC §4 "Cart").
import type { CartLine, Product } from '../types';
import { defaultLicenseType, legacyPrice, matchLicensePrice } from '../license/licensePrice';
import { cappedQuantity, MIN_QUANTITY } from './quantity';
import type { LineVariant } from './lineKey';

/**
 * The license a new line gets: the requested tier (spelled as the product spells it), else the
 * default tier (SPEC §4: Standard), '' for an unlicensed product.
 */
export function resolveLicense(prices: CartLine['prices'], requested: string | undefined): string {
  return matchLicensePrice(prices, requested ?? '')?.license_type ?? defaultLicenseType(prices);
}

/**
 * The size and colour a new line gets: the requested one when the product offers it, else the product's
 * first — a product with sizes or colours never enters the cart without one, so the order it becomes names it.
 */
export function resolveVariant(product: Pick<Product, 'sizes' | 'colors'>, requested: LineVariant = {}): LineVariant {
  const sizes = Array.isArray(product.sizes) ? product.sizes : [];
  const colors = Array.isArray(product.colors) ? product.colors.map((color) => color.name) : [];
  const variant: LineVariant = {};
  const size = sizes.find((choice) => choice === requested.size) ?? sizes[0];
  const color = colors.find((choice) => choice === requested.color) ?? colors[0];
  if (size) variant.size = size;
  if (color) variant.color = color;
  return variant;
}

export function toCartLine(product: Product, quantity?: number, selectedLicense?: string, variant?: LineVariant): CartLine {
  const prices = Array.isArray(product.prices) ? product.prices : [];
  const line: CartLine = {
    id: product.id,
    title: product.title ?? product.name ?? '',
    image_url: product.image_url ?? product.imgSrc ?? '',
    price: legacyPrice(product),
    oldPrice: product.oldPrice ?? product.originalPrice ?? null,
    prices,
    quantity: cappedQuantity(quantity) ?? MIN_QUANTITY,
    selectedLicense: resolveLicense(prices, selectedLicense),
  };
  // The server's price in each currency travels with the line, so its totals and the order it becomes need no conversion.
  if (product.amounts) line.amounts = product.amounts;
  const categoryName = product.category_name ?? product.category?.name;
  if (categoryName) line.category_name = categoryName;
  return { ...line, ...resolveVariant(product, variant) };
}
