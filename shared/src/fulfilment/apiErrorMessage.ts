// The `{ message }` an API error answer carries, as RTK Query hands the error over; undefined when there is none.
export function apiErrorMessage(error: unknown): string | undefined {
  const data = (error as { data?: unknown } | null | undefined)?.data;
  if (data === null || typeof data !== 'object') return undefined;
  const { message } = data as { message?: unknown };
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** The HTTP status of an RTK Query error, when the server answered. */
export function apiErrorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}
