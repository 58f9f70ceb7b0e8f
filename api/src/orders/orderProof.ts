// Proof that a request comes from an order's buyer, the one check every answer carrying a customer's personal data
// or an entitlement goes through: the signed, HttpOnly `order_proof` cookie the store sets in the browser that placed
// the order (and at the payment return that settled it), or the signed access token of the order e-mail's link
// (`X-Order-Access`), or a session of the customer account the order belongs to. Nothing another answer discloses (order id, e-mail, payment reference) proves anything.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { readCookie } from '../admin/session/sessionCookie';
import { signedInCustomerId } from '../accounts/signedInCustomer';
import { orders } from './orderTables';
import type { Queryable } from '../db/types';
import { downloadSecret } from '../fulfilment/downloadSecret';
import { ApiError } from '../http/ApiError';

export const ORDER_PROOF_COOKIE = 'order_proof';
export const ORDER_ACCESS_HEADER = 'x-order-access';
export const NOT_YOUR_ORDER = 'This order can only be shown in the browser that placed it, or from the link in its e-mail. Ask for the link below.';
/** The browser keeps proofs of this many recent orders; older ones are dropped first. */
export const REMEMBERED_PROOFS = 20;
const PROOF_DAYS = 365;

/** How a route under /api/v1/web treats its order's proof (route config `orderProof`); see apiPlugin.ts. */
export type OrderProofRule = 'required' | 'masked-without';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers a customer's personal data or entitlements: 'required' refuses without proof. */
    orderProof?: OrderProofRule;
  }
}

/** The HMAC of the order id, with its own label so it can never be a download token's signature. */
export function orderAccessToken(secret: Buffer, orderId: string): string {
  return createHmac('sha256', secret).update(`order-access\u0000${orderId}`).digest('base64url');
}

const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function cookieEntries(request: FastifyRequest): Array<[string, string]> {
  const raw = readCookie(request.headers.cookie, ORDER_PROOF_COOKIE);
  if (!raw) return [];
  return raw
    .split('~')
    .map((entry) => entry.split('.'))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts[0].length > 0 && parts[1].length > 0)
    .slice(-REMEMBERED_PROOFS);
}

/** True when the request carries a valid proof for this order, or is signed in to the account the order belongs to. */
export async function provesOrder(db: Queryable, request: FastifyRequest, orderId: string): Promise<boolean> {
  const expected = orderAccessToken(await downloadSecret(db), orderId);
  const header = request.headers[ORDER_ACCESS_HEADER];
  if (typeof header === 'string' && sameToken(header.trim(), expected)) return true;
  if (cookieEntries(request).some(([id, token]) => id === orderId && sameToken(token, expected))) return true;
  const customerId = await signedInCustomerId(db, request.headers.cookie);
  if (!customerId) return false;
  const [owned] = await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
  return owned?.customerId === customerId;
}

/** For routes that show nothing without the proof: 403 with the way to get it. */
export async function requireOrderProof(db: Queryable, request: FastifyRequest, orderId: string): Promise<void> {
  if (!(await provesOrder(db, request, orderId))) throw new ApiError(403, NOT_YOUR_ORDER, { success: false });
}

/** Adds this order to the browser's proofs (placement, a settling payment return, an e-mail link opened). */
export async function grantOrderProof(db: Queryable, request: FastifyRequest, reply: FastifyReply, orderId: string, secure: boolean): Promise<void> {
  const token = orderAccessToken(await downloadSecret(db), orderId);
  const kept = cookieEntries(request).filter(([id]) => id !== orderId);
  const entries = [...kept, [orderId, token]].slice(-REMEMBERED_PROOFS);
  const value = entries.map(([id, signature]) => `${id}.${signature}`).join('~');
  // Lax: the e-mail link and the provider's redirect back are top-level navigations from elsewhere.
  reply.header(
    'set-cookie',
    `${ORDER_PROOF_COOKIE}=${value}; Path=/api/v1/web; HttpOnly; SameSite=Lax; Max-Age=${PROOF_DAYS * 86_400}${secure ? '; Secure' : ''}`,
  );
}
