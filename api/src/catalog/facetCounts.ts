// Totals and facet counts from the listing's groups (listingQueries.ts `facetGroups`): the products matching the
// query's filters that are not facets, grouped by the brands, colours and sizes they carry. Each facet counts with
// every filter but its own (a count says what choosing that value would list); the total applies them all.
import type { CatalogPage } from '@storefront/shared/schemas';
import { type FacetName, facetBits } from './facetBits';

/** How many products matching the other filters carry the same brand, colour and size masks. */
export interface FacetGroup {
  masks: Record<FacetName, number>;
  matching: number;
}

/** The query's choice in each facet as a mask (brands: any of several; colour and size: one), 0 for none. */
export type FacetChoices = Record<FacetName, number>;

export interface FacetSummary {
  total: number;
  facets: Omit<CatalogPage['facets'], 'price'>;
}

/** Adds `matching` to the count of each value whose bit is set in `mask`. */
function addBits(counts: number[], mask: number, matching: number): void {
  for (let rest = mask; rest !== 0; rest &= rest - 1) counts[31 - Math.clz32(rest & -rest)] += matching;
}

/** One pass over the groups: a group counts towards a facet's values when it meets every other facet's choice, and towards the total when it meets all three. */
export function summarizeFacets(groups: readonly FacetGroup[], choices: FacetChoices): FacetSummary {
  const counts = { brands: facetBits('brands').map(() => 0), colors: facetBits('colors').map(() => 0), sizes: facetBits('sizes').map(() => 0) };
  let total = 0;
  for (const { masks, matching } of groups) {
    const brand = choices.brands === 0 || (masks.brands & choices.brands) !== 0;
    const color = choices.colors === 0 || (masks.colors & choices.colors) !== 0;
    const size = choices.sizes === 0 || (masks.sizes & choices.sizes) !== 0;
    if (color && size) addBits(counts.brands, masks.brands, matching);
    if (brand && size) addBits(counts.colors, masks.colors, matching);
    if (brand && color) addBits(counts.sizes, masks.sizes, matching);
    if (brand && color && size) total += matching;
  }
  const list = (facet: FacetName) => facetBits(facet).map(({ value }, index) => ({ value, count: counts[facet][index] }));
  return { total, facets: { brands: list('brands'), colors: list('colors'), sizes: list('sizes') } };
}
