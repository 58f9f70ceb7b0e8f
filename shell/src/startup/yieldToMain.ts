// Ends the current task so the browser can paint and answer input before the next piece of start-up work.
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
