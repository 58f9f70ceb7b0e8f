// Product detail (/product-detail/:id): the product's image, title, price, description and add to cart.
import { useParams } from 'react-router-dom';
import { addToCart, cardPrice, selectCurrency, selectIsInCart, useAppDispatch, useAppSelector, useGetProductQuery } from '@storefront/shared';
import styles from '../screen.module.css';

export default function ProductDetailPage() {
  const id = Number(useParams().id);
  const { data: product, isLoading, isError, refetch } = useGetProductQuery(id, { skip: !Number.isInteger(id) });
  const currency = useAppSelector(selectCurrency);
  const inCart = useAppSelector(selectIsInCart(id));
  const dispatch = useAppDispatch();

  if (isLoading) return <div className={styles.screen} data-boundary="catalog" role="status" aria-busy="true">Loading product…</div>;
  if (isError || !product) {
    return (
      <div className={styles.screen} data-boundary="catalog">
        <h1 className={styles.heading}>Product Not Found</h1>
        <p>Sorry, we couldn't load the product details. Please try again.</p>
        <button type="button" onClick={() => refetch()}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <div className={styles.screen} data-boundary="catalog">
      <div className={styles.detail}>
        <img src={product.image_url} alt={product.alt ?? product.title} width={600} height={600} />
        <div>
          <p>{product.category_name ?? product.category?.name}</p>
          <h1 className={styles.heading}>{product.title}</h1>
          <p className={styles.price}>{cardPrice(product, currency)}</p>
          <p>{product.description}</p>
          <button type="button" disabled={inCart} onClick={() => dispatch(addToCart({ product }))}>
            {inCart ? 'Already Added' : 'ADD TO CART'}
          </button>
        </div>
      </div>
    </div>
  );
}
