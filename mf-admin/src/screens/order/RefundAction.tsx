// Mark refunded, for owners on a paid order: opens the confirmation, and afterwards says what the API did (the order
// itself is already the refreshed one). The focus goes to that message, since the button is gone with the refund.
import { useState } from 'react';
import type { AdminOrder } from '@storefront/shared/schemas/admin';
import ui from '../../components/ui.module.css';
import { RefundDialog } from './RefundDialog';

export function RefundAction({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState('');
  if (done) {
    return (
      <p role="status" className={ui.success} tabIndex={-1} ref={(element) => element?.focus()}>
        {done}
      </p>
    );
  }
  if (order.status !== 'paid' || order.refund) return null;
  return (
    <>
      <button type="button" className={ui.danger} onClick={() => setOpen(true)}>
        Mark refunded
      </button>
      {open ? (
        <RefundDialog
          order={order}
          onClose={() => setOpen(false)}
          onRefunded={(answer) => {
            setOpen(false);
            setDone(answer.message);
          }}
        />
      ) : null}
    </>
  );
}
