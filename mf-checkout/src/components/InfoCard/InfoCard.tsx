// A titled card of order details; the order confirmation and payment result pages build their views from it.
import type { ReactNode } from 'react';
import styles from './InfoCard.module.css';

export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = `card-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
