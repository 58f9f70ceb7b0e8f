// An in-memory Storage for tests, optionally failing like private mode or a full quota.
export interface MemoryStorageOptions {
  failReads?: boolean;
  failWrites?: boolean;
}

export function memoryStorage(initial: Record<string, string> = {}, { failReads = false, failWrites = false }: MemoryStorageOptions = {}): Storage {
  const data = new Map(Object.entries(initial));
  const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  return {
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem(key) {
      if (failReads) throw new DOMException('The operation is insecure.', 'SecurityError');
      return data.get(key) ?? null;
    },
    setItem(key, value) {
      if (failWrites) throw quota();
      data.set(key, String(value));
    },
    removeItem(key) {
      if (failWrites) throw quota();
      data.delete(key);
    },
    clear() {
      data.clear();
    },
  };
}
