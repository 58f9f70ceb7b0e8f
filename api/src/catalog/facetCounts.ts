// Totals and facet counts from the listing's groups (listingQueries.ts `facetGroups`): the products matching the
// query's other filters, grouped by the brands, colours and sizes they carry. Each facet counts with every filter but
// its own (a count says what choosing that value would list); the total applies them all.
import type { CatalogPage } from '@storefront/shared/schemas';
import { type FacetName, facetBits } from './facetBits';

/** Products with the same brand, colour and size masks: how many fall within the price range, and their price span. */
export interface FacetGroup {
  masks: Record<FacetName, number>;
  /** Within the query's price range. */
  matching: number;
  /** Lowest and highest price of the group, whatever the range, in minor units. */
  lowMinor: number;
  highMinor: number;
}

/** The query's choice in each facet as a mask (brands: any of several; colour and size: one), 0 for none. */
export type FacetChoices = Record<FacetName, number>;

export interface FacetSummary {
  total: number;
  facets: Omit<CatalogPage['facets'], 'price'>;
  /** The price span of the products matching every choice, in minor units; null when there are none. */
  priceMinor: { min: number; max: number } | null;
}

const chosen = (group: FacetGroup, choices: FacetChoices, except?: FacetName) =>
  (Object.keys(choices) as FacetName[]).every((facet) => facet === except || choices[facet] === 0 || (group.masks[facet] & choices[facet]) !== 0);

export function summarizeFacets(groups: readonly FacetGroup[], choices: FacetChoices): FacetSummary {
  const count = (facet: FacetName) =>
    facetBits(facet).map(({ value, bit }) => ({
      value,
      count: groups.reduce((sum, group) => (chosen(group, choices, facet) && (group.masks[facet] & bit) !== 0 ? sum + group.matching : sum), 0),
    }));
  let total = 0;
  let priceMinor: FacetSummary['priceMinor'] = null;
  for (const group of groups) {
    if (!chosen(group, choices)) continue;
    total += group.matching;
    priceMinor = priceMinor
      ? { min: Math.min(priceMinor.min, group.lowMinor), max: Math.max(priceMinor.max, group.highMinor) }
      : { min: group.lowMinor, max: group.highMinor };
  }
  return { total, facets: { brands: count('brands'), colors: count('colors'), sizes: count('sizes') }, priceMinor };
}
