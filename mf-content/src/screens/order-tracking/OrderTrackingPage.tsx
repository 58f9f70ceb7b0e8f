// Order tracking (/order-tracking): the spec's two fields and Tracking Orders button; beyond the static spec it
// looks the order up by its id and billing e-mail and shows its status and items, or why it found nothing.
import type { FormEvent } from 'react';
import { ORDER_ID_MAX_LENGTH } from '@storefront/shared/limits';
import { useTrackOrderMutation } from '../../apiClient/contentApi';
import forms from '../../components/forms.module.css';
import { TextField } from '../../components/TextField';
import page from '../page.module.css';
import { TrackedOrderView } from './TrackedOrderView';
import { trackingErrorMessage } from './trackingMessage';

export default function OrderTrackingPage() {
  const [trackOrder, { data, error, isLoading, isError }] = useTrackOrderMutation();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    trackOrder({ orderId: String(fields.get('orderId')).trim(), email: String(fields.get('email')).trim() });
  }

  return (
    <div className={page.page} data-boundary="content">
      <div className={page.narrow}>
        <h1>Order Tracking</h1>
        <p className={forms.hint}>
          To track your order please enter your order ID and the billing e-mail you used at checkout, then press Tracking Orders. The order ID is shown on your
          order confirmation.
        </p>
        <form className={forms.form} aria-label="Order tracking" onSubmit={submit}>
          <TextField label="Order ID *" name="orderId" autoComplete="off" maxLength={ORDER_ID_MAX_LENGTH} required />
          <TextField label="Billing email *" name="email" type="email" autoComplete="email" required />
          <button className={forms.button} type="submit" disabled={isLoading}>
            {isLoading ? 'Tracking…' : 'Tracking Orders'}
          </button>
        </form>
        <div role="status" aria-live="polite">
          {isError && <p className={forms.error}>{trackingErrorMessage(error)}</p>}
        </div>
      </div>
      {data && !isError && !isLoading && <TrackedOrderView order={data.order} notice={data.message ?? null} />}
    </div>
  );
}
