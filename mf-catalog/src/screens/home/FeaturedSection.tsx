// 'Featured from the store': a carousel (1 slide under 768 px, 2 from 768, 4 from 992) loaded when it nears the viewport.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { BREAKPOINTS, useFeaturedProducts } from '@storefront/shared';
import { LazyMount } from '../../components/LazyMount/LazyMount';
import styles from './Home.module.css';

const ProductCarousel = lazy(() => import('../../components/ProductCarousel/ProductCarousel'));
const SLIDES_PER_VIEW = { 0: 1, [BREAKPOINTS.tablet]: 2, [BREAKPOINTS.desktop]: 4 };

export function FeaturedSection() {
  const { featuredProducts, featuredStatus, refetchFeatured } = useFeaturedProducts();
  const loading = <p role="status">Loading products…</p>;
  return (
    <section className={styles.featured} aria-labelledby="featured-heading">
      <div className={styles.sectionHead}>
        <h2 id="featured-heading">Featured from the store</h2>
        <Link to="/store">View All Products</Link>
      </div>
      {featuredStatus.error && featuredProducts.length === 0 && (
        <p role="alert">
          {featuredStatus.error}{' '}
          <button type="button" onClick={refetchFeatured}>
            Retry
          </button>
        </p>
      )}
      {featuredStatus.isLoading ? (
        loading
      ) : (
        <LazyMount minHeight={420}>
          <Suspense fallback={loading}>
            <ProductCarousel products={featuredProducts} label="Featured products" slidesPerView={SLIDES_PER_VIEW} />
          </Suspense>
        </LazyMount>
      )}
    </section>
  );
}
