// Mark refunded, for owners on a paid order: opens the confirmation; the API's message goes to the order page's one
// status (onRefunded), and the order itself is already the refreshed one.
import { useState } from 'react';
import type { AdminOrder } from '@storefront/shared/schemas/admin';
import ui from '../../components/ui.module.css';
import { RefundDialog } from './RefundDialog';

export function RefundAction({ order, onRefunded }: { order: AdminOrder; onRefunded: (message: string) => void }) {
  const [open, setOpen] = useState(false);
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
            onRefunded(answer.message);
          }}
        />
      ) : null}
    </>
  );
}
