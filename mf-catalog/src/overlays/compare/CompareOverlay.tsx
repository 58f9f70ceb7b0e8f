// Compare overlay: the compared products side by side (picture, title, price, category, rating, availability, licenses),
// each with a remove button. The store keeps only their ids (SPEC §3); the products are read by those ids in one call.
// Opened with `limitReached` (a full list refused a product), it says so first.
import { removeFromCompare, selectCompareIds, useAppDispatch, useAppSelector, useProductsByIds, type OverlayComponentProps } from '@storefront/shared';
import { OverlayDialog } from '../../components/OverlayDialog/OverlayDialog';
import { LoadError } from '../../components/LoadError/LoadError';
import { COMPARE_FULL_MESSAGE } from '../../limits/limitMessages';
import { CompareTable } from './CompareTable';
import styles from './Compare.module.css';

export const COMPARE_EMPTY_MESSAGE = 'Your compare list is empty. Use the compare button on a product to add it here.';

export default function CompareOverlay({ close, props }: OverlayComponentProps) {
  const ids = useAppSelector(selectCompareIds);
  const dispatch = useAppDispatch();
  const { products, isLoading, error, refetch } = useProductsByIds(ids);
  return (
    <OverlayDialog title="Compare products" close={close} shape="wide">
      {props?.limitReached === true && (
        <p className={styles.limit} role="alert">
          {COMPARE_FULL_MESSAGE}
        </p>
      )}
      {error ? (
        <LoadError message={error} onRetry={refetch} />
      ) : isLoading ? (
        <p role="status">Loading products…</p>
      ) : products.length === 0 ? (
        <p>{COMPARE_EMPTY_MESSAGE}</p>
      ) : (
        <CompareTable products={products} onRemove={(id) => dispatch(removeFromCompare(id))} />
      )}
    </OverlayDialog>
  );
}
