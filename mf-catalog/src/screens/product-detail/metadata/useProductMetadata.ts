// Gives a product page the product's own title, description, picture, Product and BreadcrumbList JSON-LD; removes
// the JSON-LD on leaving.
import { useEffect } from 'react';
import { applyPageMetadata, selectCurrency, useAppSelector, type Product } from '@storefront/shared';
import { breadcrumbStructuredData, productBreadcrumbs } from '../../../components/Breadcrumbs/productBreadcrumbs';
import { productImageUrl, productStructuredData } from './productStructuredData';
import { setStructuredData } from './structuredData';

const STRUCTURED_DATA_KEY = 'product';
const BREADCRUMBS_KEY = 'breadcrumbs';

export function useProductMetadata(product: Product): void {
  const currency = useAppSelector(selectCurrency);
  useEffect(() => {
    const pageUrl = `${window.location.origin}/product-detail/${product.id}`;
    applyPageMetadata({
      title: product.title,
      description: product.description,
      type: 'product',
      url: pageUrl,
      image: productImageUrl(product, pageUrl),
    });
    setStructuredData(STRUCTURED_DATA_KEY, productStructuredData(product, currency, pageUrl));
    setStructuredData(BREADCRUMBS_KEY, breadcrumbStructuredData(productBreadcrumbs(product), pageUrl));
  }, [product, currency]);
  useEffect(
    () => () => {
      setStructuredData(STRUCTURED_DATA_KEY, null);
      setStructuredData(BREADCRUMBS_KEY, null);
    },
    [],
  );
}
