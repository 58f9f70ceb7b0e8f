// Quick add modal (SPEC §2): a product's size (S, M, L, XL) and quantity (the store's quick-add quantity), then add to cart.
import { useState } from 'react';
import {
  QUICK_ADD_SIZES,
  addToCart,
  cardPrice,
  selectCurrency,
  selectIsInCart,
  selectQuickAddQuantity,
  setQuickAddQuantity,
  useAppDispatch,
  useAppSelector,
  type OverlayComponentProps,
} from '@storefront/shared';
import { OverlayDialog } from '../../components/OverlayDialog/OverlayDialog';
import { QuantityInput } from '../../components/QuantityInput/QuantityInput';
import { useOverlayProduct } from '../../hooks/useOverlayProduct';
import styles from './QuickAdd.module.css';

export default function QuickAdd({ close, props }: OverlayComponentProps) {
  const { product, isLoading, isError } = useOverlayProduct(props);
  const quantity = useAppSelector(selectQuickAddQuantity);
  const currency = useAppSelector(selectCurrency);
  const inCart = useAppSelector(selectIsInCart(product?.id ?? -1));
  const dispatch = useAppDispatch();
  const [size, setSize] = useState<string>(QUICK_ADD_SIZES[0]);
  return (
    <OverlayDialog title="Quick add" close={close}>
      {isLoading ? (
        <p role="status">Loading product…</p>
      ) : isError || !product ? (
        <p role="alert">Sorry, we couldn't load the product details. Please try again.</p>
      ) : (
        <div className={styles.body}>
          <div className={styles.summary}>
            <img src={product.imgSrc ?? product.image_url} alt="" width={96} height={96} className={styles.image} />
            <div>
              <h3 className={styles.title}>{product.title}</h3>
              <p className={styles.price}>{cardPrice(product, currency)}</p>
            </div>
          </div>
          <fieldset className={styles.sizes}>
            <legend>Size: {size}</legend>
            {QUICK_ADD_SIZES.map((choice) => (
              <label key={choice} className={`${styles.size} ${choice === size ? styles.chosen : ''}`}>
                <input type="radio" name="quick-add-size" value={choice} checked={choice === size} onChange={() => setSize(choice)} className="visually-hidden" />
                {choice}
              </label>
            ))}
          </fieldset>
          <div className={styles.actions}>
            <QuantityInput value={quantity} onChange={(next) => dispatch(setQuickAddQuantity(next))} />
            <button type="button" className={styles.add} disabled={inCart} onClick={() => dispatch(addToCart({ product, quantity }))}>
              {inCart ? 'Already Added' : 'ADD TO CART'}
            </button>
          </div>
        </div>
      )}
    </OverlayDialog>
  );
}
