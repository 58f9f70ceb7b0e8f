// Reads list and item answers, which the API sends bare (SPEC §7) or wrapped in `{ data }`; frozen, see deepFreeze.ts.
import { deepFreeze } from './deepFreeze';

function unwrap(body: unknown): unknown {
  return body !== null && typeof body === 'object' && !Array.isArray(body) && 'data' in body ? (body as { data: unknown }).data : body;
}

/** A list answer; anything that is not a list reads as empty. */
export function asList<T>(body: unknown): T[] {
  const list = unwrap(body);
  return Array.isArray(list) ? deepFreeze(list as T[]) : [];
}

export function asItem<T>(body: unknown): T {
  return deepFreeze(unwrap(body)) as T;
}
