// Wishlist page (/wish-list): every saved product with move-to-cart and remove, or the empty-wishlist message.
import { WishlistEmpty } from '../../components/WishlistEmpty/WishlistEmpty';
import { WishlistLoadError } from '../../components/WishlistLoadError/WishlistLoadError';
import { useWishlistProducts } from '../../hooks/useWishlistProducts';
import { WishlistTrimNotice } from '../../limits/WishlistTrimNotice';
import { WishlistRow } from './WishlistRow';
import styles from './WishListPage.module.css';

export default function WishListPage() {
  const { products, isLoading, error, retry, isEmpty } = useWishlistProducts();
  return (
    <div className={styles.page} data-boundary="cart">
      <h1 className={styles.heading}>Wishlist</h1>
      <WishlistTrimNotice />
      {isEmpty ? (
        <WishlistEmpty />
      ) : error ? (
        <WishlistLoadError message={error} onRetry={retry} />
      ) : isLoading ? (
        <p role="status">Loading your wishlist…</p>
      ) : (
        <ul className={styles.list} aria-label="Wishlist items">
          {products.map((product) => (
            <WishlistRow key={product.id} product={product} />
          ))}
        </ul>
      )}
    </div>
  );
}
