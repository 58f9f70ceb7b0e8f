// Wishlist modal: opens after an item is added to the wishlist and shows that item, with a way to the wishlist page.
// Opened with `limitReached` (a full wishlist refused the item), it says so instead.
import { Link } from 'react-router-dom';
import type { OverlayComponentProps } from '@storefront/shared';
import { OverlayFrame } from '../../components/OverlayFrame/OverlayFrame';
import { WishlistItem } from '../../components/WishlistItem/WishlistItem';
import { useJustWishlisted } from '../../hooks/useJustWishlisted';
import { WISHLIST_FULL_MESSAGE, WISHLIST_FULL_TITLE } from '../../limits/limitMessages';
import styles from '../wishlist.module.css';
import limitStyles from '../limitMessage.module.css';

export default function WishlistModal({ close, props }: OverlayComponentProps) {
  const full = props?.limitReached === true;
  const { product: added, wishlistSize } = useJustWishlisted(full);
  return (
    <OverlayFrame title={full ? WISHLIST_FULL_TITLE : 'Added to wishlist'} variant="modal" onClose={close} closeLabel="Close wishlist">
      {full && (
        <p className={limitStyles.limit} role="alert">
          {WISHLIST_FULL_MESSAGE}
        </p>
      )}
      {added && (
        <ul className={styles.items}>
          <WishlistItem product={added} removable={false} />
        </ul>
      )}
      <p className={styles.count}>
        {wishlistSize} {wishlistSize === 1 ? 'item' : 'items'} in your wishlist
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={close}>
          Continue shopping
        </button>
        <Link to="/wish-list" className={styles.primary}>
          View wishlist
        </Link>
      </div>
    </OverlayFrame>
  );
}
