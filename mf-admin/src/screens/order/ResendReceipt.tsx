// Resend receipt: puts the paid order's receipt in the mail outbox again. The API's message goes to the order page's
// one status (onSent); a refusal shows here, beside the button.
import type { AdminOrder } from '@storefront/shared/schemas/admin';
import { apiMessage } from '../../apiClient/apiMessage';
import { useResendReceiptMutation } from '../../apiClient/ordersApi';
import { Notice } from '../../components/Notice';
import ui from '../../components/ui.module.css';

export function ResendReceipt({ order, onSent }: { order: AdminOrder; onSent: (message: string) => void }) {
  const [resend, { error, isLoading }] = useResendReceiptMutation();
  if (order.status !== 'paid') return null;
  const send = async () => {
    const answer = await resend(order.id);
    if ('data' in answer && answer.data) onSent(answer.data.message);
  };
  return (
    <>
      <button type="button" className={ui.secondary} onClick={send} disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Resend receipt'}
      </button>
      {error ? <Notice tone="error">{apiMessage(error)}</Notice> : null}
    </>
  );
}
