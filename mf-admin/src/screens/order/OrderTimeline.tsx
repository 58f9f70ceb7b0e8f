// What happened to the order, oldest first: placed, payments, e-mails, downloads, refunds, operators' actions.
import type { TimelineEvent } from '@storefront/shared/schemas/admin';
import { formatDateTime } from '../../format/format';
import ui from '../../components/ui.module.css';
import styles from './OrderPage.module.css';

export function OrderTimeline({ events }: { events: TimelineEvent[] }) {
  return (
    <section className={ui.card} aria-labelledby="order-timeline">
      <h2 id="order-timeline">Timeline</h2>
      <ol className={styles.timeline}>
        {events.map((event, index) => (
          <li key={`${event.at}:${index}`} data-kind={event.kind}>
            <time dateTime={event.at}>{formatDateTime(event.at)}</time> {event.summary}
            {event.operatorEmail ? <span className={ui.muted}> — by {event.operatorEmail}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
