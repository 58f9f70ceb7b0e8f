import '../../test/support/nativeEsmPackages';
import { summarizeFacets, type FacetGroup } from './facetCounts';
import { maskOf } from './facetBits';

const group = (brands: string[], colors: string[], sizes: string[], matching: number): FacetGroup => ({
  masks: { brands: maskOf('brands', brands), colors: maskOf('colors', colors), sizes: maskOf('sizes', sizes) },
  matching,
});

const GROUPS = [
  group(['Nike'], ['Red', 'Black'], ['S', 'M'], 3),
  group(['Adidas'], ['Red'], ['M'], 2),
  group([], ['Black'], [], 4),
  group(['Nike'], [], [], 1),
];
const none = { brands: 0, colors: 0, sizes: 0 };
const countOf = (list: { value: string; count: number }[], value: string) => list.find((entry) => entry.value === value)?.count;

it('without choices: the total is every product in range, each facet counts the products carrying its value', () => {
  const summary = summarizeFacets(GROUPS, none);
  expect(summary.total).toBe(10);
  expect(countOf(summary.facets.brands, 'Nike')).toBe(4);
  expect(countOf(summary.facets.colors, 'Black')).toBe(7);
  expect(countOf(summary.facets.sizes, 'M')).toBe(5);
  expect(countOf(summary.facets.brands, 'Gucci')).toBe(0);
  expect(summary.facets.colors.map((entry) => entry.value)).toHaveLength(11);
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
  expect(summary.total).toBe(6);
});

it('no product matching gives a total of 0', () => {
  expect(summarizeFacets(GROUPS, { ...none, sizes: maskOf('sizes', ['3XL']) }).total).toBe(0);
  expect(summarizeFacets([], none).total).toBe(0);
});
