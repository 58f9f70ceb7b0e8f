// One payment that needs a look: what is known, its order, and what can be done (ask the provider again, or mark a
// webhook without an order as looked at), with the API's answer.
import { Link } from 'react-router-dom';
import type { PaymentIssue } from '@storefront/shared/src/schemas/admin';
import { apiMessage } from '../../api/apiMessage';
import { useMarkWebhookHandledMutation, useReverifyPaymentMutation } from '../../api/paymentsApi';
import { Notice } from '../../components/Notice';
import { formatDateTime, formatMoney } from '../../format/format';
import { label, paymentMethodLabel } from '../../format/labels';
import ui from '../../components/ui.module.css';
import styles from './PaymentsPage.module.css';

export function PaymentIssueItem({ issue }: { issue: PaymentIssue }) {
  const [reverify, reverified] = useReverifyPaymentMutation();
  const [markHandled, handled] = useMarkWebhookHandledMutation();
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
          <button type="button" className={ui.button} disabled={reverified.isLoading} onClick={() => reverify(issue)}>
            {reverified.isLoading ? 'Asking the provider…' : 'Re-verify'}
          </button>
        ) : null}
        {issue.actions.includes('handled') ? (
          <button type="button" className={ui.secondary} disabled={handled.isLoading} onClick={() => markHandled(issue)}>
            Mark handled
          </button>
        ) : null}
      </div>
      {reverified.data ? <Notice tone="info">{reverified.data.message}</Notice> : null}
      {reverified.error || handled.error ? <Notice tone="error">{apiMessage(reverified.error ?? handled.error)}</Notice> : null}
    </li>
  );
}
