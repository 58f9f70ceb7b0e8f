// What checkout and payment screens say when placing an order or verifying a payment goes wrong (SPEC §8).
import type { PlaceOrderResponse, VerifyPaymentResponse } from '../types';

export const ORDER_MESSAGES = {
  network: 'Network error. Please check your connection and try again.',
  server: 'Server error occurred',
  rejected: 'Failed to place order',
  verificationFailed: 'Payment verification failed',
  verificationError: 'Error verifying payment',
} as const;

/** Errors as RTK Query hands them over: an HTTP error with its body, a network error, or a thrown error. */
type ApiError = { status?: unknown; data?: unknown } | undefined | null;

const NO_RESPONSE = new Set(['FETCH_ERROR', 'TIMEOUT_ERROR']);

/** The server's message in an error body (`message`, else `error`), if it sent one. */
export function serverMessage(error: ApiError): string | undefined {
  const data = error?.data;
  if (data === null || typeof data !== 'object') return undefined;
  const { message, error: detail } = data as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message.trim()) return message;
  if (typeof detail === 'string' && detail.trim()) return detail;
  return undefined;
}

/** A failed place_order call: no response, a server message, or neither. */
export function placeOrderErrorMessage(error: ApiError): string {
  if (typeof error?.status === 'string' && NO_RESPONSE.has(error.status)) return ORDER_MESSAGES.network;
  const message = serverMessage(error);
  return message ? `Failed to place order: ${message}` : ORDER_MESSAGES.server;
}

/** A place_order answer with `success: false`. */
export function rejectedOrderMessage(response: Pick<PlaceOrderResponse, 'message' | 'error'>): string {
  return response.message || response.error || ORDER_MESSAGES.rejected;
}

/** A verify_payment answer with `success: false`. */
export function failedVerificationMessage(response: Pick<VerifyPaymentResponse, 'message'>): string {
  return response.message || ORDER_MESSAGES.verificationFailed;
}

/** A failed verify_payment call: the body's message, else the default. */
export function verificationErrorMessage(error: ApiError): string {
  return serverMessage(error) ?? ORDER_MESSAGES.verificationError;
}
