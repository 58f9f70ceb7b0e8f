// After a line's license changed, it may now be the same line as another (same product, tier, size and colour): the
// two merge into the earlier one, quantities added (capped at 99), so the cart never holds one variant twice (decision
// 0017). The store's cart and the shopper's record on the server both apply it.
import type { CartLine } from '../types';
import { cappedQuantity } from './quantity';
import { cartLineKey } from './lineKey';

/** The lines with each variant once; the input is not changed. */
export function mergeDuplicateLines(lines: readonly CartLine[]): CartLine[] {
  const merged: CartLine[] = [];
  const indexByKey = new Map<string, number>();
  for (const line of lines) {
    const key = cartLineKey(line);
    const at = indexByKey.get(key);
    if (at === undefined) {
      indexByKey.set(key, merged.length);
      merged.push(line);
    } else {
      const first = merged[at];
      merged[at] = { ...first, quantity: cappedQuantity(first.quantity + line.quantity) ?? first.quantity };
    }
  }
  return merged;
}
