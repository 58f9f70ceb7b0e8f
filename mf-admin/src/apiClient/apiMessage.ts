// The sentence to show for a failed console call: the API's own `{ message }` when it sent one.
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export const UNREACHABLE = 'The console could not reach the server. Check the connection and try again.';

export function apiMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error) return '';
  if ('status' in error) {
    const body = error.data as { message?: unknown } | undefined;
    if (typeof body?.message === 'string' && body.message) return body.message;
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return UNREACHABLE;
    return `The server could not do this (${error.status}). Try again.`;
  }
  return error.message ?? 'Something went wrong. Try again.';
}
