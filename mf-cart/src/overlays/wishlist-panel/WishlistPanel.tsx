// Wishlist side panel: each saved product with image, title and price in the current currency, and a link to the wishlist page.
import { Link } from 'react-router-dom';
import type { OverlayComponentProps } from '@storefront/shared';
import { OverlayFrame } from '../../components/OverlayFrame/OverlayFrame';
import { WishlistEmpty } from '../../components/WishlistEmpty/WishlistEmpty';
import { WishlistLoadError } from '../../components/WishlistLoadError/WishlistLoadError';
import { WishlistItem } from '../../components/WishlistItem/WishlistItem';
import { useWishlistProducts } from '../../hooks/useWishlistProducts';
import { WishlistTrimNotice } from '../../limits/WishlistTrimNotice';
import styles from '../wishlist.module.css';

export default function WishlistPanel({ close }: OverlayComponentProps) {
  const { products, isLoading, error, retry, isEmpty } = useWishlistProducts();
  return (
    <OverlayFrame title="Wishlist" variant="panel" onClose={close} closeLabel="Close wishlist">
      <WishlistTrimNotice />
      {isEmpty ? (
        <WishlistEmpty />
      ) : error ? (
        <WishlistLoadError message={error} onRetry={retry} />
      ) : isLoading ? (
        <p role="status">Loading your wishlist…</p>
      ) : (
        <ul className={styles.items} aria-label="Wishlist items">
          {products.map((product) => (
            <WishlistItem key={product.id} product={product} />
          ))}
        </ul>
      )}
      {!isEmpty && (
        <Link to="/wish-list" className={styles.primary}>
          View wishlist
        </Link>
      )}
    </OverlayFrame>
  );
}
