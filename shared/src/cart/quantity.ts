// SPEC §4 quantity control: minus never goes below 1, plus adds 1, typed input only if a whole number above 0;
// one line holds at most 99 of its item (decision 0014).
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

/** SPEC §5: quantity must be a positive whole number. */
export function isValidQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= MIN_QUANTITY;
}

/** A valid quantity brought down to MAX_QUANTITY; null when it is not a positive whole number. */
export function cappedQuantity(value: unknown): number | null {
  return isValidQuantity(value) ? Math.min(value, MAX_QUANTITY) : null;
}

/** The quantity typed into the control (more than 99 reads as 99), or null when it is not a whole number above 0. */
export function parseQuantityInput(raw: string): number | null {
  const text = String(raw ?? '').trim();
  if (!/^\d+$/.test(text)) return null;
  // Digits only, so Number() is a whole number (Infinity for absurdly long input, which the cap also handles).
  const quantity = Number(text);
  return quantity >= MIN_QUANTITY ? Math.min(quantity, MAX_QUANTITY) : null;
}

function wholeOrMinimum(quantity: number): number {
  return Number.isFinite(quantity) ? Math.floor(quantity) : MIN_QUANTITY;
}

export function decrementQuantity(quantity: number): number {
  return Math.max(MIN_QUANTITY, wholeOrMinimum(quantity) - 1);
}

export function incrementQuantity(quantity: number): number {
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, wholeOrMinimum(quantity) + 1));
}
