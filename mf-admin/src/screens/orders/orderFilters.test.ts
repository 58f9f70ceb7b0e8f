import { orderListQuery } from './orderFilters';

const none = { q: '', status: '', paymentMethod: '', from: '', to: '' };

test('sends the filters the URL holds, and the page past the first', () => {
  expect(orderListQuery({ q: 'ada', status: 'paid', paymentMethod: 'paystack', from: '2026-11-01', to: '2026-11-25' }, 3)).toEqual({
    q: 'ada',
    status: 'paid',
    paymentMethod: 'paystack',
    from: '2026-11-01',
    to: '2026-11-25',
    page: 3,
  });
});

test('leaves out what the contract does not know, rather than have the API refuse the page', () => {
  expect(orderListQuery({ ...none, status: 'lost', paymentMethod: 'cash', from: 'yesterday' }, 1)).toEqual({
    q: undefined,
    status: undefined,
    paymentMethod: undefined,
    from: undefined,
    to: undefined,
    page: undefined,
  });
});
