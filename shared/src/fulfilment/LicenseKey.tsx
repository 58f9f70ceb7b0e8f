// A delivery's license key beside the words "License key", with a Copy button that says whether the copy worked.
import { useEffect, useState } from 'react';
import styles from './Downloads.module.css';

export const COPY_MESSAGES = {
  copied: 'License key copied.',
  failed: 'Could not copy the license key. Select it and copy it yourself.',
} as const;

/** How long the copy result stays announced; cleared so the next copy is announced again. */
const COPY_MESSAGE_MS = 4000;

export function LicenseKey({ licenseKey, describedBy }: { licenseKey: string; describedBy: string }) {
  const [copyResult, setCopyResult] = useState<keyof typeof COPY_MESSAGES | null>(null);

  useEffect(() => {
    if (!copyResult) return;
    const timer = setTimeout(() => setCopyResult(null), COPY_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [copyResult]);

  const copy = async () => {
    try {
      // Absent outside a secure context (plain http): that is a failed copy too, not a crash.
      await navigator.clipboard.writeText(licenseKey);
      setCopyResult('copied');
    } catch {
      setCopyResult('failed');
    }
  };

  return (
    <dl className={styles.licenseKey}>
      <dt>License key</dt>
      <dd>
        <code className={styles.key}>{licenseKey}</code>
        <button type="button" className={styles.secondary} onClick={copy} aria-describedby={describedBy}>
          Copy
        </button>
        <span role="status" className={copyResult === 'failed' ? styles.error : styles.note}>
          {copyResult && COPY_MESSAGES[copyResult]}
        </span>
      </dd>
    </dl>
  );
}
