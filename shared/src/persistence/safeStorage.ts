// localStorage access that never throws: private mode, disabled storage and a full quota all read as "nothing stored".
export function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null; // Some browsers throw SecurityError just for touching localStorage when it is disabled.
  }
}

export function readItem(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Returns false when the write failed (quota, private mode); the page carries on with its in-memory state. */
export function writeItem(storage: Storage, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: the stale value is validated again on the next restore.
  }
}
