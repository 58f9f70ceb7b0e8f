// A visible, announced progress indicator while a remote's code is on its way; it reserves the screen's space.
import styles from './RemoteProgress.module.css';

export function RemoteProgress({ remote, compact }: { remote: string; compact?: boolean }) {
  return (
    <div className={compact ? styles.compact : styles.page} role="status" aria-live="polite" data-remote-loading={remote}>
      <div className={styles.bar} aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
