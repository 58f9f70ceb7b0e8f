// The product page's trail, Home › Category › Product, as links and as schema.org BreadcrumbList data.
import type { Product } from '@storefront/shared';
import { categoryOf } from '../../store-filters/filterProducts';
import { DEFAULT_STORE_QUERY, writeStoreQuery } from '../../store-filters/storeQuery';

export interface Crumb {
  name: string;
  /** Site path; the last crumb (the page itself) has none. */
  path?: string;
}

export function productBreadcrumbs(product: Product): Crumb[] {
  const category = categoryOf(product);
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
  // The category's link opens the store filtered to it, as its sidebar entry does.
  if (category) crumbs.push({ name: category, path: `/store?${writeStoreQuery({ ...DEFAULT_STORE_QUERY, category })}` });
  crumbs.push({ name: product.title });
  return crumbs;
}

export function breadcrumbStructuredData(crumbs: Crumb[], pageUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path ?? new URL(pageUrl).pathname, pageUrl).href,
    })),
  };
}
