// Home (/): the featured products from the store.
import { Link } from 'react-router-dom';
import { useCatalog } from '@storefront/shared';
import { ProductGrid } from '../../components/ProductGrid/ProductGrid';
import styles from '../screen.module.css';

export default function HomePage() {
  const { featuredProducts, featuredStatus } = useCatalog();
  return (
    <div className={styles.screen} data-boundary="catalog">
      <h1 className={styles.heading}>Featured from the store</h1>
      {featuredStatus.isLoading ? <p role="status">Loading products…</p> : <ProductGrid products={featuredProducts.slice(0, 8)} />}
      <p>
        <Link to="/store">View All Products</Link>
      </p>
    </div>
  );
}
