// Looks an order up for the confirmation page: loading, not found, or the order (full for its buyer's browser,
// masked otherwise) plus a way for the buyer elsewhere to get the order's link by e-mail.
import { useState } from 'react';
import type { OrderLookup } from '@storefront/shared';
import { apiErrorMessage } from '@storefront/shared/fulfilment';
import { useLookUpOrderQuery, useSendOrderLinkMutation } from './orderLookupApi';

export const LINK_FAILED_MESSAGE = 'We could not send the link. Please try again.';

export interface OwnershipProof {
  submit: (email: string) => void;
  checking: boolean;
  /** Why the link could not be asked for. */
  error: string | null;
  /** The API's answer once the link was asked for (the same whether or not the address was the order's). */
  sent: string | null;
}

export type OrderLookupState = { view: 'loading' } | { view: 'not-found' } | { view: 'order'; order: OrderLookup; proof: OwnershipProof };

/** `access` is the token of the order e-mail's link, when the page was opened from it. */
export function useOrderLookup(orderId: string, access: string | null): OrderLookupState {
  // Sent once: the answer leaves the proof in this browser, so later lookups need no token.
  const [token] = useState(access);
  const { data, isLoading, isFetching } = useLookUpOrderQuery({ orderId, access: token });
  const [sendOrderLink, link] = useSendOrderLinkMutation();

  const order = data?.success ? data.order : undefined;
  if (!order) return isLoading || isFetching ? { view: 'loading' } : { view: 'not-found' };

  const submit = (typed: string) => {
    if (!link.isLoading) void sendOrderLink({ orderId, email: typed.trim() });
  };
  const error = link.isError ? (apiErrorMessage(link.error) ?? LINK_FAILED_MESSAGE) : null;
  return { view: 'order', order, proof: { submit, checking: link.isLoading, error, sent: link.data?.message ?? null } };
}
