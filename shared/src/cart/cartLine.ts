// Turns a product into a cart line: the snapshot cart views render from, with quantity and license defaults (SPEC §4 "Cart").
import type { CartLine, Product } from '../types';
import { defaultLicenseType, legacyPrice, matchLicensePrice } from '../license/licensePrice';
import { cappedQuantity, MIN_QUANTITY } from './quantity';

/**
 * The license a new line gets: the requested tier (spelled as the product spells it), else the
 * default tier (SPEC §4: Standard), '' for an unlicensed product.
 */
export function resolveLicense(prices: CartLine['prices'], requested: string | undefined): string {
  return matchLicensePrice(prices, requested ?? '')?.license_type ?? defaultLicenseType(prices);
}

export function toCartLine(product: Product, quantity?: number, selectedLicense?: string): CartLine {
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
  const categoryName = product.category_name ?? product.category?.name;
  if (categoryName) line.category_name = categoryName;
  return line;
}
