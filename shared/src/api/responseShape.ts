// Reads list and item answers, which the API sends bare (SPEC §7) or wrapped in `{ data }`.
function unwrap(body: unknown): unknown {
  return body !== null && typeof body === 'object' && !Array.isArray(body) && 'data' in body ? (body as { data: unknown }).data : body;
}

/** A list answer; anything that is not a list reads as empty. */
export function asList<T>(body: unknown): T[] {
  const list = unwrap(body);
  return Array.isArray(list) ? (list as T[]) : [];
}

export function asItem<T>(body: unknown): T {
  return unwrap(body) as T;
}
