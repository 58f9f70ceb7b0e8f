// The dialog box every cart-team overlay renders inside the shell's layer: a centred modal or a right-hand side panel.
import { useId, type ReactNode } from 'react';
import styles from './OverlayFrame.module.css';

interface Props {
  title: string;
  variant: 'modal' | 'panel';
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
}

export function OverlayFrame({ title, variant, onClose, closeLabel, children }: Props) {
  const titleId = useId();
  return (
    <div className={styles[variant]} role="dialog" aria-modal="true" aria-labelledby={titleId} data-boundary="cart">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
          ×
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
