// The store's listed brands, colours and sizes (SPEC §3 "Filter state") as bits: bit i of a product's mask is set when
// it carries the i-th listed value, so the listing filters and counts facets with integer arithmetic. A value that
// is not listed gets no bit: the filter panel cannot ask for it.
import { FACET_VALUES } from '@storefront/shared/schemas';

export type FacetName = keyof typeof FACET_VALUES;
export const FACET_NAMES = Object.keys(FACET_VALUES) as FacetName[];

/** The mask of the listed values among `values`. */
export function maskOf(facet: FacetName, values: readonly string[]): number {
  const listed: readonly string[] = FACET_VALUES[facet];
  let mask = 0;
  for (const value of values) {
    const index = listed.indexOf(value);
    if (index >= 0) mask |= 1 << index;
  }
  return mask;
}

/** Each listed value with its bit. */
export function facetBits(facet: FacetName): { value: string; bit: number }[] {
  return FACET_VALUES[facet].map((value, index) => ({ value, bit: 1 << index }));
}
