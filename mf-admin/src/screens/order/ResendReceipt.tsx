// Resend receipt: puts the paid order's receipt in the mail outbox again and shows what the API says about it.
import type { AdminOrder } from '@storefront/shared/schemas/admin';
import { apiMessage } from '../../api/apiMessage';
import { useResendReceiptMutation } from '../../api/ordersApi';
import { Notice } from '../../components/Notice';
import ui from '../../components/ui.module.css';

export function ResendReceipt({ order }: { order: AdminOrder }) {
  const [resend, { data, error, isLoading }] = useResendReceiptMutation();
  if (order.status !== 'paid') return null;
  return (
    <>
      <button type="button" className={ui.secondary} onClick={() => resend(order.id)} disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Resend receipt'}
      </button>
      {data ? <Notice tone="success">{data.message}</Notice> : null}
      {error ? <Notice tone="error">{apiMessage(error)}</Notice> : null}
    </>
  );
}
