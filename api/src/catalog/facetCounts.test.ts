import '../../test/support/nativeEsmPackages';
import { summarizeFacets, type FacetGroup } from './facetCounts';
import { maskOf } from './facetBits';

const group = (brands: string[], colors: string[], sizes: string[], matching: number, lowMinor = 1000, highMinor = 2000): FacetGroup => ({
  masks: { brands: maskOf('brands', brands), colors: maskOf('colors', colors), sizes: maskOf('sizes', sizes) },
  matching,
  lowMinor,
  highMinor,
});

const GROUPS = [
  group(['Nike'], ['Red', 'Black'], ['S', 'M'], 3, 2000, 5000),
  group(['Adidas'], ['Red'], ['M'], 2, 1500, 1500),
  group([], ['Black'], [], 4, 900, 30000),
  group(['Nike'], [], [], 0, 100, 200),
];
const none = { brands: 0, colors: 0, sizes: 0 };
const countOf = (list: { value: string; count: number }[], value: string) => list.find((entry) => entry.value === value)?.count;

it('without choices: the total is every product in range, each facet counts the products carrying its value', () => {
  const summary = summarizeFacets(GROUPS, none);
  expect(summary.total).toBe(9);
  expect(countOf(summary.facets.brands, 'Nike')).toBe(3);
  expect(countOf(summary.facets.colors, 'Black')).toBe(7);
  expect(countOf(summary.facets.sizes, 'M')).toBe(5);
  expect(countOf(summary.facets.brands, 'Gucci')).toBe(0);
  expect(summary.facets.colors.map((entry) => entry.value)).toHaveLength(11);
  // The price span ignores the range: the group with no product in range still bounds it.
  expect(summary.priceMinor).toEqual({ min: 100, max: 30000 });
});

it('a facet counts with every other choice applied but not its own, so each count is what choosing it lists', () => {
  const choices = { ...none, colors: maskOf('colors', ['Red']) };
  const summary = summarizeFacets(GROUPS, choices);
  expect(summary.total).toBe(5);
  expect(countOf(summary.facets.colors, 'Black')).toBe(7);
  expect(countOf(summary.facets.brands, 'Adidas')).toBe(2);
  expect(countOf(summary.facets.brands, 'Nike')).toBe(3);
  for (const { value, count } of summary.facets.colors) {
    expect(summarizeFacets(GROUPS, { ...none, colors: maskOf('colors', [value]) }).total).toBe(count);
  }
});

it('brands are any-of: two brands list the products of either', () => {
  const summary = summarizeFacets(GROUPS, { ...none, brands: maskOf('brands', ['Nike', 'Adidas']) });
  expect(summary.total).toBe(5);
  expect(summary.priceMinor).toEqual({ min: 100, max: 5000 });
});

it('no product matching gives a total of 0 and no price span', () => {
  expect(summarizeFacets(GROUPS, { ...none, sizes: maskOf('sizes', ['3XL']) })).toMatchObject({ total: 0, priceMinor: null });
  expect(summarizeFacets([], none).total).toBe(0);
});
