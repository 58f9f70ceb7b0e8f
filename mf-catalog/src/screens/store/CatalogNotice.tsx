// Tells the shopper the catalogue call failed (SPEC §8) and, when it is so, that the sample catalogue is shown; offers Retry.
import styles from './Store.module.css';

interface Props {
  error: string | null;
  usingSample: boolean;
  onRetry: () => void;
}

export function CatalogNotice({ error, usingSample, onRetry }: Props) {
  if (!error) return null;
  return (
    <div role="alert" className={styles.notice}>
      <p>
        {error}
        {usingSample && ' Showing our sample catalogue for now.'}
      </p>
      <button type="button" className={styles.secondaryButton} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
