// Paystack signs each webhook with x-paystack-signature: the hex HMAC-SHA512 of the raw body under the secret key.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function paystackSignature(rawBody: Buffer | string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/** Constant-time comparison; false for a missing or malformed header. */
export function isValidPaystackSignature(rawBody: Buffer, header: unknown, secretKey: string): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{128}$/i.test(header)) return false;
  const expected = Buffer.from(paystackSignature(rawBody, secretKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}
