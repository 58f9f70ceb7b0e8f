// Money arithmetic shared by prices and totals: amounts from the API, rounding to cents. Nothing here converts between
// currencies: every amount in a currency is one the server answered for it (the rate is api/src/money.ts's).

/** Rounds to cents, so sums of prices do not show float noise (0.1 + 0.2). */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** A finite number from an API amount (number or numeric string); null otherwise. */
export function toAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}
