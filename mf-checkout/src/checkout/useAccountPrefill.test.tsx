// A signed-in customer's checkout is offered their details and default address (useCheckoutDraft's prefill fills only
// the fields still empty).
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { makeStore } from '@storefront/shared';
import { apiUrl, server } from '@storefront/shared/testing';
import { useAccountPrefill } from './useAccountPrefill';

const CUSTOMER = { id: 'c1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+2348012345678', country: '', emailVerified: true };

it('offers the account’s details and its default address to fill in', async () => {
  server.use(
    http.get(apiUrl('account/addresses'), () =>
      HttpResponse.json({
        addresses: [
          { id: 'a2', firstName: 'Ada', lastName: 'L', phone: '', street: 'Other', city: 'Abuja', state: '', postalCode: '', country: 'NG', isDefault: false },
          {
            id: 'a1',
            firstName: 'Ada',
            lastName: 'Lovelace',
            phone: '',
            street: '1 Marina Road',
            city: 'Lagos',
            state: 'LA',
            postalCode: '100001',
            country: 'NG',
            isDefault: true,
          },
        ],
      }),
    ),
  );
  const store = makeStore({ storage: null, preloadedState: { account: { status: 'signed-in', customer: CUSTOMER, csrfToken: 't' } } });
  const fills: object[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  renderHook(() => useAccountPrefill((values) => fills.push(values)), { wrapper });
  await waitFor(() => expect(fills.at(-1)).toMatchObject({ street: '1 Marina Road', city: 'Lagos', country: 'NG', state: 'LA' }));
  expect(fills.at(-1)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+2348012345678', postalCode: '100001' });
});

it('fills nothing for a shopper who is not signed in', () => {
  const store = makeStore({ storage: null });
  const fills: object[] = [];
  renderHook(() => useAccountPrefill((values) => fills.push(values)), { wrapper: ({ children }) => <Provider store={store}>{children}</Provider> });
  expect(fills).toEqual([]);
});
