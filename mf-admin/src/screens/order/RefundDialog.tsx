// Confirms a refund: says how the money goes back (the provider's refund API, or a manual refund the operator makes
// elsewhere), asks for the reason the audit log and timeline keep, and shows the API's refusal without losing it.
import { useState, type FormEvent } from 'react';
import type { AdminOrder } from '@storefront/shared/schemas/admin';
import { apiMessage } from '../../apiClient/apiMessage';
import { useRefundOrderMutation, type OrderActionResponse } from '../../apiClient/ordersApi';
import { Modal } from '../../components/Modal';
import { Notice } from '../../components/Notice';
import { formatMoney } from '../../format/format';
import { paymentMethodLabel } from '../../format/labels';
import ui from '../../components/ui.module.css';

export const REASON_REQUIRED = 'Give a reason: it is kept in the audit log and on the order.';

interface RefundDialogProps {
  order: AdminOrder;
  onClose: () => void;
  onRefunded: (answer: OrderActionResponse) => void;
}

export function RefundDialog({ order, onClose, onRefunded }: RefundDialogProps) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [refund, { isLoading, error }] = useRefundOrderMutation();
  const provider = paymentMethodLabel(order.paymentMethod);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setMissing(true);
    const answer = await refund({ id: order.id, reason: reason.trim() });
    if ('data' in answer && answer.data) onRefunded(answer.data);
  };

  return (
    <Modal title={`Refund order ${order.id}`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {order.providerRefundAvailable ? (
          <p>
            <strong>Refund through {provider}.</strong> {provider}&apos;s refund API returns {formatMoney(order.total, order.currency)} to the shopper.
          </p>
        ) : (
          <p>
            <strong>Manual refund.</strong> {provider} cannot refund from here: this records the refund, and you return{' '}
            {formatMoney(order.total, order.currency)} to the shopper yourself.
          </p>
        )}
        <p>The order&apos;s download links stop working.</p>
        <div className={ui.field}>
          <label htmlFor="refund-reason">Reason</label>
          <textarea
            id="refund-reason"
            value={reason}
            maxLength={500}
            required
            aria-invalid={missing && !reason.trim()}
            aria-describedby={missing && !reason.trim() ? 'refund-reason-error' : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {missing && !reason.trim() ? (
            <p id="refund-reason-error" className={ui.fieldError}>
              {REASON_REQUIRED}
            </p>
          ) : null}
        </div>
        {error ? <Notice tone="error">{apiMessage(error)}</Notice> : null}
        <div className={ui.actions}>
          <button type="submit" className={ui.danger} disabled={isLoading}>
            {isLoading ? 'Refunding…' : 'Mark refunded'}
          </button>
          <button type="button" className={ui.secondary} onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
