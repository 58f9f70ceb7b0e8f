import { screen } from '@testing-library/react';
import { neverAnswer, renderWithProviders, server } from '@storefront/shared/testing';
import CompareOverlay from './CompareOverlay';

// The catalogue requests stay pending: these tests are about the message, not the table.
beforeEach(() => server.use(...neverAnswer('products', 'featured_products', 'product_categories')));

describe('CompareOverlay after a full compare list refused a product (issue 18 §6)', () => {
  it('says how many products the list can hold', () => {
    renderWithProviders(<CompareOverlay close={jest.fn()} props={{ limitReached: true }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your compare list can hold up to 100 products. Remove one to compare another.');
  });

  it('says nothing of the kind when opened after an ordinary add', () => {
    renderWithProviders(<CompareOverlay close={jest.fn()} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
