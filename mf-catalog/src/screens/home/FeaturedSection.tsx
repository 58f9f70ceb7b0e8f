// 'Featured from the store': a carousel (1 slide under 768 px, 2 from 768, 4 from 992) whose first view the server
// renders, cards and forms included; Swiper's code loads when it nears the viewport.
import { Link } from 'react-router-dom';
import { BREAKPOINTS, useFeaturedProducts } from '@storefront/shared';
import { CarouselWhenNear } from '../../components/ProductCarousel/CarouselWhenNear';
import styles from './Home.module.css';

const SLIDES_PER_VIEW = { 0: 1, [BREAKPOINTS.tablet]: 2, [BREAKPOINTS.desktop]: 4 };

export function FeaturedSection() {
  const { featuredProducts, featuredStatus, refetchFeatured } = useFeaturedProducts();
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
        <p role="status">Loading products…</p>
      ) : (
        <CarouselWhenNear products={featuredProducts} label="Featured products" slidesPerView={SLIDES_PER_VIEW} />
      )}
    </section>
  );
}
