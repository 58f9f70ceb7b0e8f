// One digital line of a paid order: its title and tier, license key, download (or why there is none) and certificate.
import { useId } from 'react';
import type { Delivery } from '../schemas/delivery';
import { DownloadLink } from './DownloadLink';
import { downloadState, DOWNLOAD_MESSAGES } from './downloadState';
import { LicenseKey } from './LicenseKey';
import { RenewDownload } from './RenewDownload';
import styles from './Downloads.module.css';

interface DeliveryCardProps {
  orderId: string;
  delivery: Delivery;
  /** True once this card shows a link the shopper just asked for. */
  renewed: boolean;
  onRenewed: (delivery: Delivery) => void;
}

export function DeliveryCard({ orderId, delivery, renewed, onRenewed }: DeliveryCardProps) {
  const titleId = useId();
  const state = downloadState(delivery);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId}>{delivery.title}</h3>
      <p className={styles.note}>{delivery.license_type} License</p>
      {state === 'revoked' ? (
        <p>{DOWNLOAD_MESSAGES.revoked}</p>
      ) : (
        <>
          <LicenseKey licenseKey={delivery.license_key} describedBy={titleId} />
          {state === 'active' ? (
            <DownloadLink download={delivery.download} describedBy={titleId} focusOnMount={renewed} />
          ) : (
            <RenewDownload orderId={orderId} delivery={delivery} reason={state} describedBy={titleId} onRenewed={onRenewed} />
          )}
          <p>
            <a href={delivery.certificate_url} aria-describedby={titleId}>
              License certificate (PDF)
            </a>
          </p>
        </>
      )}
    </article>
  );
}
