// The empty-wishlist message (SPEC §2 "Wishlist"), shown by the wishlist page and panel.
import { Link } from 'react-router-dom';
import styles from './WishlistEmpty.module.css';

export function WishlistEmpty() {
  return (
    <div className={styles.empty}>
      <p className={styles.message}>Your wishlist is empty. Start adding your favorite products to save them for later!</p>
      <Link to="/shop-default-grid" className={styles.link}>
        Explore products
      </Link>
    </div>
  );
}
