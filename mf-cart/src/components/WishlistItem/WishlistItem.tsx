// One wishlist product in the wishlist modal and side panel: image, title linked to its page, price, and an optional remove.
import { Link } from 'react-router-dom';
import { removeFromWishlist, useAppDispatch, type Product } from '@storefront/shared';
import { ProductPrice } from '../Price/ProductPrice';
import styles from './WishlistItem.module.css';

export function WishlistItem({ product, removable = true }: { product: Product; removable?: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <li className={styles.item} data-wishlist-item={product.id}>
      <img className={styles.image} src={product.imgSrc ?? product.image_url} alt="" width={64} height={64} loading="lazy" />
      <div className={styles.details}>
        <Link to={`/product-detail/${product.id}`} className={styles.title}>
          {product.title}
        </Link>
        <span className={styles.price}>
          <ProductPrice product={product} />
        </span>
      </div>
      {removable && (
        <button
          type="button"
          className={styles.remove}
          onClick={() => dispatch(removeFromWishlist(product.id))}
          aria-label={`Remove ${product.title} from wishlist`}
        >
          ×
        </button>
      )}
    </li>
  );
}
