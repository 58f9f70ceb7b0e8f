// Quick add modal (SPEC §2): a product's size and colour — its own, the first chosen up front — and quantity (the store's quick-add quantity), then add to cart.
import { useState } from 'react';
import {
  addToCart,
  cardPrice,
  resolveVariant,
  selectCartLineOfVariant,
  selectCurrency,
  selectQuickAddQuantity,
  setQuickAddQuantity,
  useAppDispatch,
  useAppSelector,
  type LineVariant,
  type OverlayComponentProps,
} from '@storefront/shared';
import { OverlayDialog } from '../../components/OverlayDialog/OverlayDialog';
import { QuantityControl } from '@storefront/shared/quantity';
import { VariantPicker } from '../../components/VariantPicker/VariantPicker';
import { useOverlayProduct } from '../../hooks/useOverlayProduct';
import styles from './QuickAdd.module.css';

export default function QuickAdd({ close, props }: OverlayComponentProps) {
  const { product, isLoading, isError } = useOverlayProduct(props);
  const quantity = useAppSelector(selectQuickAddQuantity);
  const currency = useAppSelector(selectCurrency);
  const dispatch = useAppDispatch();
  const [chosen, setChosen] = useState<LineVariant>({});
  // The product loads after the first render: its own first size and colour stand until the shopper picks.
  const variant = product ? resolveVariant(product, chosen) : chosen;
  const inCart = useAppSelector(selectCartLineOfVariant(product?.id ?? -1, variant)) !== undefined;
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
          <div className={styles.sizes}>
            <VariantPicker product={product} variant={variant} onChange={setChosen} name="quick-add" />
          </div>
          <div className={styles.actions}>
            <QuantityControl value={quantity} onChange={(next) => dispatch(setQuickAddQuantity(next))} />
            <button
              type="button"
              className={styles.add}
              disabled={inCart}
              onClick={() => dispatch(addToCart({ product, quantity, ...variant, answerFirst: true }))}
            >
              {inCart ? 'Already Added' : 'ADD TO CART'}
            </button>
          </div>
        </div>
      )}
    </OverlayDialog>
  );
}
