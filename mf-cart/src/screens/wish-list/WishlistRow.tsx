// One product on the wishlist page: image, title linked to its page, price, Move to cart and Remove.
import { Link } from 'react-router-dom';
import { moveWishlistItemToCart, removeFromWishlist, selectIsInCart, useAppDispatch, useAppSelector, type Product } from '@storefront/shared';
import { ProductPrice } from '../../components/Price/ProductPrice';
import styles from './WishListPage.module.css';

export function WishlistRow({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const inCart = useAppSelector(selectIsInCart(product.id));
  return (
    <li className={styles.row} data-wishlist-item={product.id}>
      <img className={styles.image} src={product.imgSrc ?? product.image_url} alt="" width={96} height={96} loading="lazy" />
      <div className={styles.details}>
        <Link to={`/product-detail/${product.id}`} className={styles.title}>
          {product.title}
        </Link>
        <span className={styles.price}>
          <ProductPrice product={product} />
        </span>
        {inCart && <span className={styles.note}>Already in your cart</span>}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.move} onClick={() => dispatch(moveWishlistItemToCart(product))} aria-label={`Move ${product.title} to cart`}>
          Move to cart
        </button>
        <button
          type="button"
          className={styles.remove}
          onClick={() => dispatch(removeFromWishlist(product.id))}
          aria-label={`Remove ${product.title} from wishlist`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
