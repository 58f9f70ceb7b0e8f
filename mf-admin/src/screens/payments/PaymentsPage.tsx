// /admin/payments: the payments that need an operator — pending too long, failed verification, an amount that does
// not match, a webhook without its order — each with what is known and what can be done.
import { useState } from 'react';
import { useListPaymentIssuesQuery } from '../../apiClient/paymentsApi';
import { Notice } from '../../components/Notice';
import { PageHeading } from '../../components/PageHeading';
import { QueryState } from '../../components/QueryState';
import { PaymentIssueItem, type PaymentAnswer } from './PaymentIssueItem';
import styles from './PaymentsPage.module.css';

export default function PaymentsPage() {
  const { data, isLoading, error, refetch } = useListPaymentIssuesQuery();
  const [answer, setAnswer] = useState<PaymentAnswer | null>(null);
  return (
    <div data-boundary="admin">
      <PageHeading title="Payments">Payments needing a look</PageHeading>
      {answer ? <Notice tone={answer.tone}>{answer.text}</Notice> : null}
      <QueryState isLoading={isLoading} error={error} refetch={refetch} what="the payments" />
      {data && !data.items.length ? <p role="status">No payment needs a look.</p> : null}
      {data?.items.length ? (
        <ul className={styles.list} aria-label="Payments needing a look">
          {data.items.map((issue) => (
            <PaymentIssueItem key={issue.id} issue={issue} onAnswer={setAnswer} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
