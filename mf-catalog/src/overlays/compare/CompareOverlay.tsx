// Compare overlay: the compared products side by side (picture, title, price, category, rating, availability, licenses),
// each with a remove button; the store keeps only their ids (SPEC §3), the catalogue supplies the rest. Opened with
// `limitReached` (a full list refused a product, issue 18 §6), it says so first.
import { removeFromCompare, selectCompareIds, useAppDispatch, useAppSelector, useCatalog, type OverlayComponentProps } from '@storefront/shared';
import { OverlayDialog } from '../../components/OverlayDialog/OverlayDialog';
import { COMPARE_FULL_MESSAGE } from '../../limits/limitMessages';
import { CompareTable } from './CompareTable';
import styles from './Compare.module.css';

export default function CompareOverlay({ close, props }: OverlayComponentProps) {
  const ids = useAppSelector(selectCompareIds);
  const { products, productsStatus } = useCatalog();
  const dispatch = useAppDispatch();
  const compared = ids.map((id) => products.find((product) => product.id === id)).filter((product) => product !== undefined);
  return (
    <OverlayDialog title="Compare products" close={close} shape="wide">
      {props?.limitReached === true && (
        <p className={styles.limit} role="alert">
          {COMPARE_FULL_MESSAGE}
        </p>
      )}
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
