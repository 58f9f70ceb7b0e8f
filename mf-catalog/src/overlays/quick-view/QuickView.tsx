// Quick view modal: a product's picture, category, title, price, license, quantity and add to cart without leaving the page.
import type { OverlayComponentProps } from '@storefront/shared';
import { OverlayDialog } from '../../components/OverlayDialog/OverlayDialog';
import { useOverlayProduct } from '../../hooks/useOverlayProduct';
import { QuickViewBody } from './QuickViewBody';

export default function QuickView({ close, props }: OverlayComponentProps) {
  const { product, isLoading, isError } = useOverlayProduct(props);
  return (
    <OverlayDialog title="Quick view" close={close} shape="wide">
      {isLoading ? (
        <p role="status">Loading product…</p>
      ) : isError || !product ? (
        <p role="alert">Sorry, we couldn't load the product details. Please try again.</p>
      ) : (
        <QuickViewBody product={product} />
      )}
    </OverlayDialog>
  );
}
