// Builds a valid SPEC §3 order payload the way the checkout does, from the catalogue the API serves.
import type { FastifyInstance } from 'fastify';
import type { Product } from '@storefront/shared/schemas';

export interface CartLine {
  productId: number;
  quantity?: number;
  license?: string | null;
  /** Default, as the storefront does: the product's first size and first colour, when it has them. */
  size?: string | null;
  color?: string | null;
}

const round2 = (amount: number) => Math.round(amount * 100) / 100;

export async function fetchProduct(app: FastifyInstance, id: number): Promise<Product> {
  const response = await app.inject(`/api/v1/web/products/${id}`);
  if (response.statusCode !== 200) throw new Error(`product ${id}: ${response.statusCode}`);
  return response.json();
}

/** Unit price as the storefront computes it: the license's price, else the product's amount in the currency. */
export function storefrontUnitPrice(product: Product, license: string | null, currency: 'USD' | 'NGN'): number {
  if (product.prices.length > 0) {
    const tier = product.prices.find((price) => price.license_type === license) ?? product.prices[0];
    return currency === 'USD' ? tier.usd_amount : tier.ngn_amount;
  }
  return product.amounts[currency].price;
}

export async function orderPayload(app: FastifyInstance, lines: CartLine[], options: { currency?: 'USD' | 'NGN'; paymentMethod?: string } = {}) {
  const currency = options.currency ?? 'USD';
  const items = [];
  for (const line of lines) {
    const product = await fetchProduct(app, line.productId);
    const license = line.license === undefined ? (product.prices.length > 0 ? 'Standard' : null) : line.license;
    const quantity = line.quantity ?? 1;
    const unitPrice = storefrontUnitPrice(product, license, currency);
    const size = line.size === undefined ? product.sizes?.[0] : line.size;
    const color = line.color === undefined ? product.colors[0]?.name : line.color;
    items.push({
      productId: product.id,
      title: product.title,
      quantity,
      selectedLicense: license,
      ...(size == null ? {} : { size }),
      ...(color == null ? {} : { color }),
      unitPrice,
      totalPrice: round2(unitPrice * quantity),
      currency,
    });
  }
  const subtotal = round2(items.reduce((sum, item) => sum + item.totalPrice, 0));
  return {
    customer: { firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.com', phone: '+2348012345678' },
    address: { country: 'NG', state: 'LA', city: 'Lagos', street: '12 Marina Road', postalCode: '101001' },
    items,
    totals: { subtotal, tax: 0, discount: 0, total: subtotal },
    currency,
    paymentMethod: options.paymentMethod ?? 'paystack',
    notes: 'Leave at the front desk',
    orderDate: '2026-01-15T10:30:00.000Z',
  };
}

export type OrderPayload = Awaited<ReturnType<typeof orderPayload>>;
