// A signed-in customer's checkout starts filled in: their name, e-mail and phone, and their default saved address.
// Only empty fields are filled, so nothing the shopper typed is replaced.
import { useEffect } from 'react';
import { selectCustomer, useAppSelector, useGetSavedAddressesQuery } from '@storefront/shared';
import type { CheckoutDraftState } from './useCheckoutDraft';

export function useAccountPrefill(prefill: CheckoutDraftState['prefill']): void {
  const customer = useAppSelector(selectCustomer);
  const { data } = useGetSavedAddressesQuery(undefined, { skip: !customer });
  const address = data?.addresses.find((saved) => saved.isDefault);

  useEffect(() => {
    if (!customer) return;
    prefill({
      firstName: address?.firstName ?? customer.firstName,
      lastName: address?.lastName ?? customer.lastName,
      email: customer.email,
      phone: address?.phone || customer.phone,
      ...(address ? { country: address.country, state: address.state, city: address.city, street: address.street, postalCode: address.postalCode } : {}),
    });
    // prefill is a new function each render; it only fills empty fields, so running on these changes is enough.
  }, [customer, address]);
}
