// Cart side panel: the lines, subtotal, View cart and Check Out, and the optional order note sent with the order.
import type { OverlayComponentProps } from '@storefront/shared';
import { CartActions } from '../../components/CartActions/CartActions';
import { CartLineList } from '../../components/CartLineList/CartLineList';
import { OverlayFrame } from '../../components/OverlayFrame/OverlayFrame';
import { CartNote } from './CartNote';

export default function CartPanel({ close }: OverlayComponentProps) {
  return (
    <OverlayFrame title="Shopping bag" variant="panel" onClose={close} closeLabel="Close shopping bag">
      <CartLineList />
      <CartNote />
      <CartActions cartPath="/shopping-cart" />
    </OverlayFrame>
  );
}
