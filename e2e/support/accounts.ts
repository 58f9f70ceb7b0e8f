// Customer accounts in the journeys: a fresh address per test, the links the run's SMTP server received for it, and a
// guest order placed with it through the API as the checkout places one.
import { expect } from '@playwright/test';
import type { Mailbox } from './fixtures';

/** An address no other test or run has used. */
export const freshEmail = (label: string): string => `${label}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The link in the newest e-mail to `email` whose subject is `subject`, once it has arrived (the outbox worker polls). */
export async function mailedLink(mailbox: Mailbox, email: string, subject: string, count = 1): Promise<string> {
  const matching = async () => (await mailbox.messages()).filter((mail) => mail.subject === subject && mail.to && JSON.stringify(mail.to).includes(email));
  await expect.poll(async () => (await matching()).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(count);
  const mail = (await matching()).at(-1)!;
  // The link stands on a line of its own.
  const link = mail.text?.match(/^https?:\/\/\S+$/m)?.[0];
  if (!link) throw new Error(`the e-mail "${subject}" to ${email} carries no link`);
  return link;
}

/** A guest order of one physical product at its USD price, no payment method: the checkout's request. */
export async function placeGuestOrder(base: string, email: string, name = { firstName: 'Ada', lastName: 'Lovelace' }): Promise<string> {
  const listed = (await (await fetch(`${base}/api/v1/web/products`)).json()) as { id: number; prices: unknown[] }[];
  const physical = listed.find((product) => product.prices.length === 0)!;
  const product = (await (await fetch(`${base}/api/v1/web/products/${physical.id}`)).json()) as {
    id: number;
    title: string;
    price: number;
    sizes?: string[] | null;
    colors?: { name: string }[];
  };
  const response = await fetch(`${base}/api/v1/web/place_order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customer: { ...name, email, phone: '+15550100' },
      address: { country: 'US', state: 'NY', city: 'New York', street: '1 Broadway', postalCode: '10004' },
      items: [
        {
          productId: product.id,
          title: product.title,
          quantity: 1,
          selectedLicense: null,
          ...(product.sizes?.length ? { size: product.sizes[0] } : {}),
          ...(product.colors?.length ? { color: product.colors[0].name } : {}),
          unitPrice: product.price,
          totalPrice: product.price,
          currency: 'USD',
        },
      ],
      totals: { subtotal: product.price, tax: 0, discount: 0, total: product.price },
      currency: 'USD',
      paymentMethod: 'no-payment',
    }),
  });
  const body = (await response.json()) as { order_id?: string; message?: string };
  if (!body.order_id) throw new Error(`place_order answered ${response.status}: ${body.message}`);
  return body.order_id;
}
