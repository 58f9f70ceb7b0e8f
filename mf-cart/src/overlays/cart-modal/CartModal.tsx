// Cart modal: opened from the header icon and after a product is added; the lines with links to the cart page and checkout.
// Opened with `limitReached` (a full cart refused the product), it says so first.
import type { OverlayComponentProps } from '@storefront/shared';
import { CartActions } from '../../components/CartActions/CartActions';
import { CartLineList } from '../../components/CartLineList/CartLineList';
import { OverlayFrame } from '../../components/OverlayFrame/OverlayFrame';
import { CART_FULL_MESSAGE, CART_FULL_TITLE } from '../../limits/limitMessages';
import styles from '../limitMessage.module.css';

export default function CartModal({ close, props }: OverlayComponentProps) {
  const full = props?.limitReached === true;
  return (
    <OverlayFrame title={full ? CART_FULL_TITLE : 'Your cart'} variant="modal" onClose={close} closeLabel="Close cart">
      {full && (
        <p className={styles.limit} role="alert">
          {CART_FULL_MESSAGE}
        </p>
      )}
      <CartLineList />
      <CartActions cartPath="/cart" />
    </OverlayFrame>
  );
}
