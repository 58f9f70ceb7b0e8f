// Customer accounts in the journeys: a fresh address per test, the links the run's SMTP server received for it, and a
// guest order placed with it through the API as the checkout places one.
import { expect } from '@playwright/test';
import type { Mailbox } from './fixtures';
import { orderBody, orderLine, type OrderedProduct } from './orderBody.mjs';

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
  const product = (await (await fetch(`${base}/api/v1/web/products/${physical.id}`)).json()) as OrderedProduct & { price: number };
  const response = await fetch(`${base}/api/v1/web/place_order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(orderBody({ items: [orderLine(product, { unitPrice: product.price })], customer: { ...name, email } })),
  });
  const body = (await response.json()) as { order_id?: string; message?: string };
  if (!body.order_id) throw new Error(`place_order answered ${response.status}: ${body.message}`);
  return body.order_id;
}
