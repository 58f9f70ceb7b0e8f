// The schema.org Product description (JSON-LD) of a product page: name, picture, text, id, category, offer and rating.
import { formatDecimal, unitPrice, type Currency, type Product } from '@storefront/shared';
import { categoryOf } from '../../../store-filters/filterProducts';

export function productImageUrl(product: Product, pageUrl: string): string | undefined {
  const image = product.image_url ?? product.imgSrc;
  return image ? new URL(image, pageUrl).href : undefined;
}

/** Product structured data for the page at `pageUrl`, priced in the shopper's currency (the default license's price). */
export function productStructuredData(product: Product, currency: Currency, pageUrl: string): Record<string, unknown> {
  const price = unitPrice(product, currency);
  const category = categoryOf(product);
  const hasRating = typeof product.rating === 'number' && (product.reviews ?? 0) > 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    image: productImageUrl(product, pageUrl),
    description: product.description || undefined,
    sku: String(product.id),
    productID: String(product.id),
    category: category || undefined,
    offers:
      price === null
        ? undefined
        : {
            '@type': 'Offer',
            url: pageUrl,
            price: formatDecimal(price),
            priceCurrency: currency,
            availability: product.inStock === false ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
          },
    aggregateRating: hasRating
      ? { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviews, bestRating: 5, worstRating: 0 }
      : undefined,
  };
}
