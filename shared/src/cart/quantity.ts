// SPEC §4 quantity control: minus never goes below 1, plus adds 1, typed input only if a whole number above 0.
export const MIN_QUANTITY = 1;

/** SPEC §5: quantity must be a positive whole number. */
export function isValidQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= MIN_QUANTITY;
}

/** The quantity typed into the control, or null when it is not a whole number above 0 (so the control keeps its value). */
export function parseQuantityInput(raw: string): number | null {
  const text = String(raw ?? '').trim();
  if (!/^\d+$/.test(text)) return null;
  const quantity = Number(text);
  return isValidQuantity(quantity) ? quantity : null;
}

function wholeOrMinimum(quantity: number): number {
  return Number.isFinite(quantity) ? Math.floor(quantity) : MIN_QUANTITY;
}

export function decrementQuantity(quantity: number): number {
  return Math.max(MIN_QUANTITY, wholeOrMinimum(quantity) - 1);
}

export function incrementQuantity(quantity: number): number {
  return Math.max(MIN_QUANTITY, wholeOrMinimum(quantity) + 1);
}
