// Waits for something that happens in the background (the mail outbox worker) instead of sleeping a fixed time.
type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

/** Resolves with the check's first truthy answer; rejects after `timeoutMs`. */
export async function eventually<T>(check: () => T | Promise<T>, { timeoutMs = 10_000, everyMs = 20 } = {}): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Truthy<T>;
    if (Date.now() > deadline) throw new Error(`still not true after ${timeoutMs} ms: ${check.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
