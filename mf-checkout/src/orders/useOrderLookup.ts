// Looks an order up for the confirmation page, with this tab's proof of ownership when it has one: loading, not
// found, or the order (full for its owner, masked otherwise) plus a way to prove ownership with a typed e-mail.
import { useEffect, useState } from 'react';
import type { OrderLookup } from '@storefront/shared';
import { apiErrorMessage, apiErrorStatus } from '@storefront/shared/fulfilment';
import { sessionStore } from '../checkout/checkoutDraft';
import { forgetOrderEmail, orderEmailFor, rememberOrderEmail } from './orderEmails';
import { useLookUpOrderQuery } from './orderLookupApi';

export const PROOF_FAILED_MESSAGE = 'We could not check that e-mail address. Please try again.';

export interface OwnershipProof {
  submit: (email: string) => void;
  checking: boolean;
  /** Why the last e-mail did not prove ownership (the API's message for a mismatch). */
  error: string | null;
}

export type OrderLookupState =
  { view: 'loading' } | { view: 'not-found' } | { view: 'order'; order: OrderLookup; ownerEmail: string | null; proof: OwnershipProof };

interface Proof {
  email: string | null;
  /** Read from this tab's storage rather than typed: a refused one is forgotten, not shown as a mistake. */
  remembered: boolean;
}

export function useOrderLookup(orderId: string): OrderLookupState {
  const [proof, setProof] = useState<Proof>(() => {
    const email = orderEmailFor(sessionStore(), orderId);
    return { email, remembered: email !== null };
  });
  const { data, currentData, error, isError, isLoading, isFetching, refetch } = useLookUpOrderQuery({ orderId, email: proof.email });
  const refused = isError && apiErrorStatus(error) === 403;
  const forgetting = refused && proof.remembered;
  const owner = currentData?.success === true && currentData.order?.access === 'owner';

  useEffect(() => {
    if (!forgetting) return;
    forgetOrderEmail(sessionStore(), orderId);
    setProof({ email: null, remembered: false });
  }, [forgetting, orderId]);

  useEffect(() => {
    if (owner && proof.email) rememberOrderEmail(sessionStore(), orderId, proof.email);
  }, [owner, proof.email, orderId]);

  // `data` is the last answer for any e-mail, so the masked order stays on screen while a typed e-mail is checked.
  const order = data?.success ? data.order : undefined;
  if (!order || forgetting) return isLoading || isFetching || forgetting ? { view: 'loading' } : { view: 'not-found' };

  const submit = (typed: string) => {
    const email = typed.trim();
    if (email === proof.email) refetch();
    else setProof({ email, remembered: false });
  };
  const checking = isFetching && currentData === undefined;
  const proofError = isError && !checking ? (apiErrorMessage(error) ?? PROOF_FAILED_MESSAGE) : null;
  const ownerEmail = order.access === 'masked' ? null : proof.email;
  return { view: 'order', order, ownerEmail, proof: { submit, checking, error: proofError } };
}
