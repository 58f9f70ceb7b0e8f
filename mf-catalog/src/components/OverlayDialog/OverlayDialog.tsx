// The box every catalogue overlay renders inside the shell's overlay layer: a labelled modal dialog or side panel with a close button.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './OverlayDialog.module.css';

interface Props {
  title: string;
  close: () => void;
  children: ReactNode;
  /** 'modal' is centred; 'panel' slides in from the right edge; 'wide' is a large centred modal. */
  shape?: 'modal' | 'panel' | 'wide';
}

export function OverlayDialog({ title, close, children, shape = 'modal' }: Props) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Focus moves into the dialog so keyboard users start inside it; the shell traps it there.
    boxRef.current?.focus();
  }, []);
  return (
    <div
      ref={boxRef}
      tabIndex={-1}
      className={`${styles.box} ${styles[shape]}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-boundary="catalog"
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={close} aria-label={`Close ${title.toLowerCase()}`}>
          ×
        </button>
      </div>
      {children}
    </div>
  );
}
