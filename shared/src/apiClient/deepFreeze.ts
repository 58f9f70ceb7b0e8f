// Freezes an API answer all the way down before it enters the store. Immer (inside every RTK reducer) walks and
// freezes any unfrozen value it is given, along a slow generic path; for the whole catalogue that walk was the
// largest single piece of work when a store page started. A value that is already frozen it takes as it is.
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}
