// A working download: the Download link with the file's name and size, how many downloads are left and until when.
import { useEffect, useRef } from 'react';
import type { Delivery } from '../schemas/delivery';
import { downloadsLeftText, formatExpiry, formatFileSize } from './downloadState';
import styles from './Downloads.module.css';

interface DownloadLinkProps {
  download: Delivery['download'];
  describedBy: string;
  /** Moves focus here, so a keyboard user who asked for a new link lands on it. */
  focusOnMount?: boolean;
}

export function DownloadLink({ download, describedBy, focusOnMount = false }: DownloadLinkProps) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focusOnMount) link.current?.focus();
  }, [focusOnMount]);

  const size = formatFileSize(download.size_bytes);
  return (
    <div className={styles.download}>
      <p>
        <a ref={link} className={styles.primary} href={download.url} aria-describedby={describedBy}>
          Download
        </a>{' '}
        <span className={styles.note}>
          {download.filename}
          {size && ` (${size})`}
        </span>
      </p>
      <p className={styles.note}>
        {downloadsLeftText(download.downloads_left)} · link expires {formatExpiry(download.expires_at)}
      </p>
    </div>
  );
}
