// The product page's "Related products": other products of its category, in a carousel below the product. The
// section's data, code and pictures load only once it nears the viewport, so the product's own render never waits on them.
import type { Product } from '@storefront/shared';
import { LazyMount } from '../../components/LazyMount/LazyMount';
import { RelatedCarousel } from './RelatedCarousel';
import styles from './ProductDetail.module.css';

export function RelatedProducts({ product }: { product: Product }) {
  return (
    <section aria-labelledby="related-products" className={styles.related}>
      <h2 id="related-products">Related products</h2>
      <LazyMount minHeight={420}>
        <RelatedCarousel product={product} />
      </LazyMount>
    </section>
  );
}
