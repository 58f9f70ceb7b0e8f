// An amount as en-US writes it with 2 decimals ("22,499.25"): what Intl.NumberFormat('en-US', { minimumFractionDigits: 2,
// maximumFractionDigits: 2 }) gives, without making one. The first Intl formatter of a page loads ICU data: 20–70 ms
// on this machine's Chromium, 90–290 ms at a phone's 4× slowdown, in the middle of hydrating the first screen — the
// longest task of a product page (decision 0028). formatAmount.test.ts holds the two equal over every kind of value.

/** From 1e21 a number reads in exponent notation; no price gets near it, and Intl writes it. */
const AMOUNT_OPTIONS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

export function formatAmount(amount: number): string {
  const magnitude = Math.abs(amount);
  const shortest = String(magnitude);
  // Intl rounds the shortest decimal that reads back as the same double ("1.005", not 1.00499999999999989…).
  if (shortest.includes('e')) return magnitude < 1 ? '0.00' : new Intl.NumberFormat('en-US', AMOUNT_OPTIONS).format(amount);
  const [whole, fraction = ''] = shortest.split('.');
  let cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  if (fraction.charCodeAt(2) >= 53 /* '5': half away from zero, Intl's halfExpand */) cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  const sign = amount < 0 && cents > 0n ? '-' : '';
  return `${sign}${groupThousands(digits.slice(0, -2))}.${digits.slice(-2)}`;
}

function groupThousands(digits: string): string {
  const head = digits.length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return grouped;
}
