import type { Product } from '@storefront/shared';
import { beatPack, saleTee } from '../../../testing/products';
import { productStructuredData } from './productStructuredData';

const PAGE = 'https://shop.example.com/product-detail/341';

it('describes a licensed product with its default license price in the shopper currency', () => {
  const rated: Product = { ...beatPack, inStock: true, rating: 4.5, reviews: 12 };
  expect(productStructuredData(rated, 'USD', PAGE)).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Golden Hour Beat Pack',
    image: 'https://shop.example.com/media/products/341.svg',
    description: 'Lo-fi loops',
    sku: '341',
    productID: '341',
    category: 'Digital Audio',
    offers: { '@type': 'Offer', url: PAGE, price: '29.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12, bestRating: 5, worstRating: 0 },
  });
  expect(productStructuredData(rated, 'NGN', PAGE).offers).toMatchObject({ price: '22499.25', priceCurrency: 'NGN' });
});

it("marks an out-of-stock product, prices an unlicensed one at the server's amount in the currency and leaves out a rating nobody gave", () => {
  const data = productStructuredData({ ...saleTee, inStock: false, rating: 0, reviews: 0 }, 'NGN', PAGE);
  expect(data.offers).toMatchObject({ price: '15000.00', priceCurrency: 'NGN', availability: 'https://schema.org/OutOfStock' });
  expect(data.aggregateRating).toBeUndefined();
  expect(data.description).toBeUndefined();
});

it('has no offer for a product without price data', () => {
  expect(productStructuredData({ id: 5, title: 'Mystery', prices: [] }, 'USD', PAGE).offers).toBeUndefined();
});
