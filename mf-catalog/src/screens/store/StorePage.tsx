// Store (/store): the whole catalogue with ADD TO CART on every card.
import { useCatalog } from '@storefront/shared';
import { ProductGrid } from '../../components/ProductGrid/ProductGrid';
import styles from '../screen.module.css';

export default function StorePage() {
  const { products, productsStatus } = useCatalog();
  return (
    <div className={styles.screen} data-boundary="catalog">
      <h1 className={styles.heading}>Store</h1>
      {productsStatus.isLoading ? (
        <p role="status">Loading products…</p>
      ) : (
        <>
          {productsStatus.error && <p role="alert">{productsStatus.error}</p>}
          <p>{products.length} Products Found</p>
          <ProductGrid products={products} />
        </>
      )}
    </div>
  );
}
