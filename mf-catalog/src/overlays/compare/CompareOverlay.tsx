// Compare overlay: the compared products side by side (picture, title, price, category, rating, availability, licenses),
// each with a remove button; the store keeps only their ids (SPEC §3), the catalogue supplies the rest.
import { removeFromCompare, selectCompareIds, useAppDispatch, useAppSelector, useCatalog, type OverlayComponentProps } from '@storefront/shared';
import { OverlayDialog } from '../../components/OverlayDialog/OverlayDialog';
import { CompareTable } from './CompareTable';

export default function CompareOverlay({ close }: OverlayComponentProps) {
  const ids = useAppSelector(selectCompareIds);
  const { products, productsStatus } = useCatalog();
  const dispatch = useAppDispatch();
  const compared = ids.map((id) => products.find((product) => product.id === id)).filter((product) => product !== undefined);
  return (
    <OverlayDialog title="Compare products" close={close} shape="wide">
      {productsStatus.isLoading ? (
        <p role="status">Loading products…</p>
      ) : compared.length === 0 ? (
        <p>Your compare list is empty. Use the compare button on a product to add it here.</p>
      ) : (
        <CompareTable products={compared} onRemove={(id) => dispatch(removeFromCompare(id))} />
      )}
    </OverlayDialog>
  );
}
