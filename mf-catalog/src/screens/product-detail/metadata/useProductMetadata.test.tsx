import { act } from '@testing-library/react';
import { setCurrency } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import { beatPack } from '../../../testing/products';
import { useProductMetadata } from './useProductMetadata';

function ProductMetadata() {
  useProductMetadata(beatPack);
  return null;
}

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const jsonLd = (key = 'product') => {
  const scripts = document.head.querySelectorAll(`script[type="application/ld+json"][data-structured-data="${key}"]`);
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0].textContent!);
};

beforeEach(() => {
  document.head.innerHTML = '';
});

it("sets the product's title, description, picture and Open Graph type, and its JSON-LD in the current currency", () => {
  const { store, unmount } = renderWithProviders(<ProductMetadata />);
  expect(document.title).toBe('Golden Hour Beat Pack | Storefront');
  expect(meta('meta[name="description"]')).toBe('Lo-fi loops');
  expect(meta('meta[property="og:type"]')).toBe('product');
  expect(meta('meta[property="og:url"]')).toBe('http://localhost/product-detail/341');
  expect(meta('meta[property="og:image"]')).toBe('http://localhost/media/products/341.svg');
  expect(jsonLd()).toMatchObject({ '@type': 'Product', name: 'Golden Hour Beat Pack', offers: { priceCurrency: 'USD', price: '29.99' } });

  act(() => {
    store.dispatch(setCurrency('NGN'));
  });
  expect(jsonLd().offers).toMatchObject({ priceCurrency: 'NGN', price: '22499.25' });
  // Home › Digital Audio › the product.
  expect(jsonLd('breadcrumbs').itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Digital Audio', 'Golden Hour Beat Pack']);

  unmount();
  expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
});
