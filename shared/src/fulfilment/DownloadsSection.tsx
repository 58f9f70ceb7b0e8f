// "Your downloads": every digital line of a paid order, shown by the order confirmation, payment result and order
// tracking pages. A link renewed here replaces the expired one for as long as the page is open.
import { useId, useState } from 'react';
import type { Delivery } from '../schemas/delivery';
import { DeliveryCard } from './DeliveryCard';
import styles from './Downloads.module.css';

interface DownloadsSectionProps {
  orderId: string;
  deliveries: readonly Delivery[];
}

export function DownloadsSection({ orderId, deliveries }: DownloadsSectionProps) {
  const [renewed, setRenewed] = useState<ReadonlyMap<number, Delivery>>(new Map());
  const titleId = useId();
  if (deliveries.length === 0) return null;

  const keepRenewed = (delivery: Delivery) => setRenewed((earlier) => new Map(earlier).set(delivery.line_number, delivery));

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>Your downloads</h2>
      <ul className={styles.list}>
        {deliveries.map((delivery) => (
          <li key={delivery.line_number}>
            <DeliveryCard
              orderId={orderId}
              delivery={renewed.get(delivery.line_number) ?? delivery}
              renewed={renewed.has(delivery.line_number)}
              onRenewed={keepRenewed}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
