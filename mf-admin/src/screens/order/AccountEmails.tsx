// For an order that belongs to a customer account: send its holder again the e-mail confirming the address (while it
// is unconfirmed) or a link to choose a new password. The API's message goes to the order page's one status (onSent);
// a refusal shows here.
import type { AdminOrder } from '@storefront/shared/schemas/admin';
import { apiMessage } from '../../apiClient/apiMessage';
import { useSendAccountEmailMutation } from '../../apiClient/ordersApi';
import { Notice } from '../../components/Notice';
import ui from '../../components/ui.module.css';

export function AccountEmails({ order, onSent }: { order: AdminOrder; onSent: (message: string) => void }) {
  const [sendEmail, { error, isLoading }] = useSendAccountEmailMutation();
  if (!order.account) return null;
  const send = async (kind: 'verification' | 'reset') => {
    const answer = await sendEmail({ id: order.id, kind });
    if ('data' in answer && answer.data) onSent(answer.data.message);
  };
  return (
    <>
      {order.account.emailVerified ? null : (
        <button type="button" className={ui.secondary} onClick={() => send('verification')} disabled={isLoading}>
          Resend confirmation e-mail
        </button>
      )}
      <button type="button" className={ui.secondary} onClick={() => send('reset')} disabled={isLoading}>
        Send password reset e-mail
      </button>
      {error ? <Notice tone="error">{apiMessage(error)}</Notice> : null}
    </>
  );
}
