// A message about a cap (a list cut down on load), announced politely, with a way to dismiss it; cart and wishlist views use it.
import styles from './LimitNotice.module.css';

interface Props {
  message: string;
  onDismiss: () => void;
}

export function LimitNotice({ message, onDismiss }: Props) {
  return (
    <div className={styles.notice} role="status">
      <p className={styles.text}>{message}</p>
      <button type="button" className={styles.dismiss} onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
