// The products list's search and filters (title or id, category, visibility), kept in the URL when applied.
import type { CategoryList } from '@storefront/shared/schemas/admin';
import { FiltersForm } from '../../components/FiltersForm';
import ui from '../../components/ui.module.css';

export const PRODUCT_FILTERS = ['q', 'category', 'visibility'] as const;

export type ProductFilters = Record<(typeof PRODUCT_FILTERS)[number], string>;

export function ProductFiltersForm({
  filters,
  categories,
  onApply,
}: {
  filters: ProductFilters;
  categories?: CategoryList;
  onApply: (f: ProductFilters) => void;
}) {
  return (
    <FiltersForm names={PRODUCT_FILTERS} label="Find products" onApply={onApply}>
      <div className={ui.field}>
        <label htmlFor="products-q">Search</label>
        <input id="products-q" name="q" type="search" defaultValue={filters.q} aria-describedby="products-q-hint" />
        <p id="products-q-hint" className={ui.hint}>
          Part of the title, or the product number
        </p>
      </div>
      <div className={ui.field}>
        <label htmlFor="products-category">Category</label>
        <select id="products-category" name="category" defaultValue={filters.category}>
          <option value="">Every category</option>
          {categories?.items.map((category) => (
            <option key={category.name} value={category.name}>
              {category.name} ({category.productCount})
            </option>
          ))}
        </select>
      </div>
      <div className={ui.field}>
        <label htmlFor="products-visibility">Visibility</label>
        <select id="products-visibility" name="visibility" defaultValue={filters.visibility}>
          <option value="">Visible and hidden</option>
          <option value="visible">Visible in the store</option>
          <option value="hidden">Hidden from the store</option>
        </select>
      </div>
    </FiltersForm>
  );
}
