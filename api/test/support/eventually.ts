// Waits for something that happens in the background (the mail outbox worker) instead of sleeping a fixed time.
export async function eventually<T>(check: () => T | Promise<T>, { timeoutMs = 10_000, everyMs = 20 } = {}): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`still not true after ${timeoutMs} ms: ${check.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
