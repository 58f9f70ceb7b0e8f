// The sentence to show for a refused account call: the API's own message (every 4xx carries one), else a general one.
export const GENERAL_FAILURE = 'Something went wrong. Please try again.';

export function apiMessage(error: unknown): string {
  const data = (error as { data?: unknown } | null)?.data;
  const message = (data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : GENERAL_FAILURE;
}
