// A cart line's identity (decision 0017): product + license tier + size + colour. Two lines with the same key are the same
// line; everything that addresses one line (quantity, license, removal, "Already Added") goes by this key.
import type { CartLine } from '../types';

/** The size and colour a shopper chose; absent for a product that has none (and for lines stored before variants). */
export interface LineVariant {
  size?: string;
  color?: string;
}

/** The stable key of a line: the license compares case-insensitively, as tiers are matched everywhere else. */
export function lineKey(productId: number, license: string | null | undefined, size?: string | null, color?: string | null): string {
  return JSON.stringify([productId, (license ?? '').toLowerCase(), size ?? '', color ?? '']);
}

export function cartLineKey(line: Pick<CartLine, 'id' | 'selectedLicense' | 'size' | 'color'>): string {
  return lineKey(line.id, line.selectedLicense, line.size, line.color);
}

/** "Size: M · Colour: Red", "Size: M", "" — how every screen and e-mail names a line's variant. */
export function describeVariant({ size, color }: { size?: string | null; color?: string | null }): string {
  return [size ? `Size: ${size}` : '', color ? `Colour: ${color}` : ''].filter(Boolean).join(' · ');
}

/**
 * Keys for rendering a list of lines that survive a license change (so a row keeps its focus while its tier is
 * switched): product, size and colour, numbered when one variant has lines in several tiers.
 */
export function lineRenderKeys(lines: readonly Pick<CartLine, 'id' | 'size' | 'color'>[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const variantKey = lineKey(line.id, '', line.size, line.color);
    const n = seen.get(variantKey) ?? 0;
    seen.set(variantKey, n + 1);
    return `${variantKey}#${n}`;
  });
}
