// A product in a grid: image, title linking to its page, price in the current currency and ADD TO CART.
import { Link } from 'react-router-dom';
import { addToCart, cardPrice, selectCurrency, selectIsInCart, useAppDispatch, useAppSelector, type Product } from '@storefront/shared';
import styles from './ProductCard.module.css';

export function ProductCard({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const currency = useAppSelector(selectCurrency);
  const inCart = useAppSelector(selectIsInCart(product.id));
  const href = `/product-detail/${product.id}`;
  return (
    <article className={styles.card} data-product-id={product.id}>
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <img src={product.imgSrc ?? product.image_url} alt="" width={600} height={600} loading="lazy" />
      </Link>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={href}>{product.title}</Link>
        </h3>
        <p className={styles.price}>{cardPrice(product, currency)}</p>
        <button
          type="button"
          className={styles.add}
          disabled={inCart}
          onClick={() => dispatch(addToCart({ product }))}
        >
          {inCart ? 'Already Added' : 'ADD TO CART'}
        </button>
      </div>
    </article>
  );
}
