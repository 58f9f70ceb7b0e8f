// Prices an order from the database, never from the browser: each line's unit price comes from the product's
// license row (licensed products) or its USD price (others; × 750 in NGN, SPEC §9). Tax and discount are
// always 0 and the total equals the subtotal (SPEC §9).
import type { PricingFacts } from '../catalog/pricingFacts';
import { ApiError } from '../http/ApiError';
import { type Currency, fromUsdMinor, minorToAmount } from '../money';
import type { PlaceOrderBody } from '@storefront/shared/schemas';

/** SPEC-agreed tolerance between the browser's and the server's prices. */
const PRICE_TOLERANCE = 0.005;

export interface PricedLine {
  productId: number;
  title: string;
  licenseType: string | null;
  size: string | null;
  color: string | null;
  quantity: number;
  unitMinor: number;
  totalMinor: number;
}

export interface PricedOrder {
  currency: Currency;
  lines: PricedLine[];
  subtotalMinor: number;
  taxMinor: number;
  discountMinor: number;
  totalMinor: number;
}

/**
 * Throws a 400 ApiError for an order that cannot be priced (unknown product, wrong license, size or colour, mixed
 * currency, one line twice).
 */
export function priceOrder(body: PlaceOrderBody, facts: Map<number, PricingFacts>): PricedOrder {
  const seen = new Map<string, number>();
  const lines = body.items.map((item, index): PricedLine => {
    const path = `body/items/${index}`;
    if (item.currency !== body.currency) {
      throw new ApiError(400, `${path}/currency must equal the order currency (${body.currency})`);
    }
    const product = facts.get(item.productId);
    if (!product) throw new ApiError(400, `${path}/productId: product ${item.productId} does not exist`);
    if (!product.visible) {
      throw new ApiError(400, `${path}/productId: ${product.title} (product ${item.productId}) is not sold any more. Please remove it from your cart.`);
    }
    if (!product.inStock) {
      throw new ApiError(409, `${product.title} is out of stock. Please remove it from your cart.`, {
        success: false,
        code: 'OUT_OF_STOCK',
        productId: item.productId,
      });
    }

    const licenseType = item.selectedLicense ?? null;
    const unitMinor = unitPriceMinor(product, licenseType, body.currency, `${path}/selectedLicense`, item.productId);
    const size = checkedOption(item.size ?? null, product.sizes, 'size', 'sizes', path, item.productId);
    const color = checkedOption(item.color ?? null, product.colors, 'color', 'colours', path, item.productId);
    // A cart never holds one variant twice (it merges them, decision 0017), so a repeated line is refused, not merged.
    const key = JSON.stringify([item.productId, licenseType, size, color]);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      throw new ApiError(400, `${path} repeats body/items/${earlier}: one product in one license, size and colour is one line`);
    }
    seen.set(key, index);
    return {
      productId: item.productId,
      title: product.title,
      licenseType,
      size,
      color,
      quantity: item.quantity,
      unitMinor,
      totalMinor: unitMinor * item.quantity,
    };
  });

  const subtotalMinor = lines.reduce((sum, line) => sum + line.totalMinor, 0);
  return { currency: body.currency, lines, subtotalMinor, taxMinor: 0, discountMinor: 0, totalMinor: subtotalMinor };
}

/** A line's size or colour: one of the product's own, required when it has any, refused when it has none. */
function checkedOption(chosen: string | null, offered: string[], field: 'size' | 'color', plural: string, path: string, productId: number): string | null {
  if (offered.length === 0) {
    if (chosen !== null) throw new ApiError(400, `${path}/${field} must be null: product ${productId} has no ${plural}`);
    return null;
  }
  if (chosen === null || !offered.includes(chosen)) {
    const problem = chosen === null ? 'is required' : `"${chosen}" is not offered`;
    throw new ApiError(400, `${path}/${field} ${problem}: product ${productId} comes in ${plural} ${offered.join(', ')}`);
  }
  return chosen;
}

function unitPriceMinor(product: PricingFacts, licenseType: string | null, currency: Currency, path: string, productId: number): number {
  const offered = [...product.licenses.keys()];
  if (offered.length === 0) {
    if (licenseType !== null) {
      throw new ApiError(400, `${path} must be null: product ${productId} is not sold under a license`);
    }
    return fromUsdMinor(product.usdPriceMinor, currency);
  }
  const license = licenseType === null ? undefined : product.licenses.get(licenseType);
  if (!license) {
    throw new ApiError(400, `${path} must be one of ${offered.join(', ')} for product ${productId}`);
  }
  return currency === 'USD' ? license.usdMinor : license.ngnMinor;
}

/** Whether any price the browser sent differs from the server's by more than the tolerance. */
export function pricesDiffer(body: PlaceOrderBody, priced: PricedOrder): boolean {
  const differs = (sent: number, minor: number) => Math.abs(sent - minorToAmount(minor)) > PRICE_TOLERANCE;
  return (
    body.items.some((item, index) => differs(item.unitPrice, priced.lines[index].unitMinor) || differs(item.totalPrice, priced.lines[index].totalMinor)) ||
    differs(body.totals.subtotal, priced.subtotalMinor) ||
    differs(body.totals.tax, priced.taxMinor) ||
    differs(body.totals.discount, priced.discountMinor) ||
    differs(body.totals.total, priced.totalMinor)
  );
}

/** The order's lines and totals as the server priced them, in the payload's own shape. */
export function serverPricedCart(priced: PricedOrder) {
  return {
    items: priced.lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      quantity: line.quantity,
      selectedLicense: line.licenseType,
      ...(line.size === null ? {} : { size: line.size }),
      ...(line.color === null ? {} : { color: line.color }),
      unitPrice: minorToAmount(line.unitMinor),
      totalPrice: minorToAmount(line.totalMinor),
      currency: priced.currency,
    })),
    totals: {
      subtotal: minorToAmount(priced.subtotalMinor),
      tax: minorToAmount(priced.taxMinor),
      discount: minorToAmount(priced.discountMinor),
      total: minorToAmount(priced.totalMinor),
    },
  };
}
