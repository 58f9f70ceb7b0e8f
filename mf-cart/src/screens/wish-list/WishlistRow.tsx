// One product on the wishlist page: image, title linked to its page, price, Move to cart and Remove. Both are forms
// from the first paint (decision 0061): the server changes the record until the scripts run, then the page does.
import { Link } from 'react-router-dom';
import {
  moveWishlistItemToCart,
  removeFromWishlist,
  selectIsInCart,
  SHOPPER_FORM_FIELDS,
  ShopperForm,
  useAppDispatch,
  useAppSelector,
  type Product,
} from '@storefront/shared';
import { ProductPrice } from '../../components/Price/ProductPrice';
import styles from './WishListPage.module.css';

export function WishlistRow({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const inCart = useAppSelector(selectIsInCart(product.id));
  const fields = { [SHOPPER_FORM_FIELDS.productId]: product.id };
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
        <ShopperForm form="moveToCart" fields={fields} onSubmit={() => dispatch(moveWishlistItemToCart(product))}>
          <button type="submit" className={styles.move} aria-label={`Move ${product.title} to cart`}>
            Move to cart
          </button>
        </ShopperForm>
        {/* The wishlist form toggles: the product is on the list, so it comes off. */}
        <ShopperForm form="wishlist" fields={fields} onSubmit={() => dispatch(removeFromWishlist(product.id))}>
          <button type="submit" className={styles.remove} aria-label={`Remove ${product.title} from wishlist`}>
            Remove
          </button>
        </ShopperForm>
      </div>
    </li>
  );
}
