// A download link that no longer works: why, and — when the shop allows another — a button asking for a fresh one.
import type { Delivery } from '../schemas/delivery';
import { apiErrorMessage } from './apiErrorMessage';
import { useRenewDownloadMutation } from './downloadsApi';
import { DOWNLOAD_MESSAGES } from './downloadState';
import styles from './Downloads.module.css';

export const RENEW_MESSAGES = {
  noneLeft: 'No new download links are left for this purchase. Please contact us for help.',
  failed: 'We could not get a new download link. Please try again.',
} as const;

interface RenewDownloadProps {
  orderId: string;
  delivery: Delivery;
  reason: 'expired' | 'exhausted';
  describedBy: string;
  onRenewed: (delivery: Delivery) => void;
}

export function RenewDownload({ orderId, delivery, reason, describedBy, onRenewed }: RenewDownloadProps) {
  const [renewDownload, { isLoading, error, isError }] = useRenewDownloadMutation();

  const renew = async () => {
    if (isLoading) return;
    try {
      const answer = await renewDownload({ orderId, lineNumber: delivery.line_number }).unwrap();
      onRenewed(answer.delivery);
    } catch {
      // The hook's error state shows why; the button keeps focus (aria-disabled, not disabled) for another try.
    }
  };

  return (
    <div className={styles.download}>
      <p>{DOWNLOAD_MESSAGES[reason]}</p>
      {delivery.can_renew ? (
        <button type="button" className={styles.primary} onClick={renew} aria-disabled={isLoading} aria-describedby={describedBy}>
          {isLoading ? 'Getting a new link…' : 'Get a new download link'}
        </button>
      ) : (
        <p>{RENEW_MESSAGES.noneLeft}</p>
      )}
      <p role="status" className={styles.error}>
        {isError && (apiErrorMessage(error) ?? RENEW_MESSAGES.failed)}
      </p>
    </div>
  );
}
