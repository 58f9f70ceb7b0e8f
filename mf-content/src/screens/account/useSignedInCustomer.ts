// The signed-in customer for the account pages: asks the API who is signed in once the page runs in the browser
// (never in a server render, whose page is the same for everyone), then reads the shared account state.
import { selectAccountStatus, selectCustomer, useAppSelector, useGetAccountSessionQuery } from '@storefront/shared';

export function useSignedInCustomer() {
  useGetAccountSessionQuery(undefined, { skip: typeof window === 'undefined' });
  const status = useAppSelector(selectAccountStatus);
  const customer = useAppSelector(selectCustomer);
  return { status, customer };
}
