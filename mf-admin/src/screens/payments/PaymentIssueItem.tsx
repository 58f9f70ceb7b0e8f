// One payment that needs a look: what is known, its order, and what can be done (ask the provider again, or mark a
// webhook without an order as looked at). The API's answer goes to the page: a settled payment leaves the queue.
import { Link } from 'react-router-dom';
import type { PaymentIssue } from '@storefront/shared/schemas/admin';
import { apiMessage } from '../../apiClient/apiMessage';
import { useMarkWebhookHandledMutation, useReverifyPaymentMutation } from '../../apiClient/paymentsApi';
import { formatDateTime, formatMoney } from '../../format/format';
import { label, paymentMethodLabel } from '../../format/labels';
import ui from '../../components/ui.module.css';
import styles from './PaymentsPage.module.css';

export interface PaymentAnswer {
  tone: 'info' | 'error';
  text: string;
}

export function PaymentIssueItem({ issue, onAnswer }: { issue: PaymentIssue; onAnswer: (answer: PaymentAnswer) => void }) {
  const [reverify, reverified] = useReverifyPaymentMutation();
  const [markHandled, handled] = useMarkWebhookHandledMutation();
  const answer = (result: Awaited<ReturnType<typeof reverify>> | Awaited<ReturnType<typeof markHandled>>, fallback: string) =>
    onAnswer('data' in result ? { tone: 'info', text: result.data?.message || fallback } : { tone: 'error', text: apiMessage(result.error) });
  const headingId = `issue-${issue.id.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  return (
    <li className={ui.card} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {label(issue.kind)}: {paymentMethodLabel(issue.provider)} {issue.reference}
      </h2>
      <p>{issue.detail}</p>
      <dl className={styles.facts}>
        <dt>Since</dt>
        <dd>{formatDateTime(issue.since)}</dd>
        <dt>Amount</dt>
        <dd>{issue.amount !== null && issue.currency ? formatMoney(issue.amount, issue.currency) : 'unknown'}</dd>
        <dt>Order</dt>
        <dd>
          {issue.orderId ? (
            <Link className={ui.link} to={`/admin/orders/${encodeURIComponent(issue.orderId)}`}>
              {issue.orderId}
            </Link>
          ) : (
            'no matching order'
          )}
          {issue.orderStatus ? ` (${label(issue.orderStatus)})` : ''}
        </dd>
      </dl>
      <div className={ui.actions}>
        {issue.actions.includes('reverify') ? (
          <button
            type="button"
            className={ui.button}
            disabled={reverified.isLoading}
            onClick={async () => answer(await reverify(issue), 'Asked the provider again.')}
          >
            {reverified.isLoading ? 'Asking the provider…' : 'Re-verify'}
          </button>
        ) : null}
        {issue.actions.includes('handled') ? (
          <button
            type="button"
            className={ui.secondary}
            disabled={handled.isLoading}
            onClick={async () => answer(await markHandled(issue), `Marked ${issue.reference} as handled.`)}
          >
            Mark handled
          </button>
        ) : null}
      </div>
    </li>
  );
}
