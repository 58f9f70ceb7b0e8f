// What the sign-in form says when the API refuses: its own message, with the time a locked account opens again when
// the message does not already name it.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { apiMessage } from '../apiClient/apiMessage';
import { formatDateTime } from '../format/format';

export function signInMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  const message = apiMessage(error);
  const lockedUntil = error && 'status' in error && error.status === 423 ? (error.data as { lockedUntil?: unknown })?.lockedUntil : undefined;
  if (typeof lockedUntil !== 'string' || /\buntil\b/i.test(message)) return message;
  return `${message.replace(/\.$/, '')} until ${formatDateTime(lockedUntil)}.`;
}
