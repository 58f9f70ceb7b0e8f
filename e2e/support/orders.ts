// Orders placed straight through the API, as another client would, for journeys that need a real order id.
import { orderBody, orderLine } from './orderBody.mjs';
import { storeUrl } from './store';

/** Places an order straight through the API, as another client would. */
export async function placeNoPaymentOrder(): Promise<string> {
  return (await placeOrder('no-payment')).order_id;
}

/** Places an order paid by Paystack through the API and returns the payment page's path (the sandbox's, in tests). */
export async function placeSandboxPaymentOrder(): Promise<string> {
  return new URL((await placeOrder('paystack')).payment_url!).pathname;
}

async function placeOrder(paymentMethod: string): Promise<{ order_id: string; payment_url: string | null }> {
  const api = `${storeUrl()}/api/v1/web`;
  const products = (await (await fetch(`${api}/products`)).json()) as {
    id: number;
    title: string;
    price?: number | null;
    prices?: { license_type: string; usd_amount: number | string }[];
    sizes?: string[] | null;
    colors?: { name: string }[];
  }[];
  const product = products.find((p) => (p.prices?.length ?? 0) > 0 || typeof p.price === 'number')!;
  const tier = product.prices?.find((p) => p.license_type === 'Standard') ?? product.prices?.[0];
  const unitPrice = Number(tier ? tier.usd_amount : product.price);
  const response = await fetch(`${api}/place_order`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    body: JSON.stringify(
      orderBody({
        items: [orderLine(product, { unitPrice, license: tier?.license_type ?? null })],
        customer: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '555 0101' },
        address: { country: 'FR', state: 'Île-de-France', city: 'Paris', street: '1 Rue de Rivoli', postalCode: '75001' },
        paymentMethod,
      }),
    ),
  });
  const body = (await response.json()) as { order_id: string; payment_url: string | null; message?: string };
  if (response.status !== 201) throw new Error(`place_order answered ${response.status}, not 201: ${body.message}`);
  return body;
}
