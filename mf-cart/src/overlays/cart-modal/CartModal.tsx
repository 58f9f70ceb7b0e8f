// Cart modal: opened from the header icon and after a product is added; the lines with links to the cart page and checkout.
import type { OverlayComponentProps } from '@storefront/shared';
import { CartActions } from '../../components/CartActions/CartActions';
import { CartLineList } from '../../components/CartLineList/CartLineList';
import { OverlayFrame } from '../../components/OverlayFrame/OverlayFrame';

export default function CartModal({ close }: OverlayComponentProps) {
  return (
    <OverlayFrame title="Your cart" variant="modal" onClose={close} closeLabel="Close cart">
      <CartLineList />
      <CartActions cartPath="/cart" />
    </OverlayFrame>
  );
}
