// The message the tracking page shows for a failed lookup: the API's own `{ message }` (no match, too many
// requests), else a network hint.
export const TRACKING_NETWORK_ERROR = 'We could not reach the store. Please check your connection and try again.';

export function trackingErrorMessage(error: unknown): string {
  const message = (error as { data?: { message?: unknown } } | undefined)?.data?.message;
  return typeof message === 'string' && message !== '' ? message : TRACKING_NETWORK_ERROR;
}
