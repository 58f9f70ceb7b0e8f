import { screen } from '@testing-library/react';
import { act } from 'react';
import { addToCart, selectCartLine, selectCartTotal, setCurrency, useAppSelector } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import { canvasTote, licensedTrack } from '../../testing/products';
import { LicenseSelect } from './LicenseSelect';

/** Renders the select for the cart line with the given id, as the cart views do. */
function CartPageLike({ id }: { id: number }) {
  const line = useAppSelector(selectCartLine(id));
  return line ? <LicenseSelect line={line} /> : null;
}

describe('LicenseSelect', () => {
  it('changes a licensed line’s tier and reprices the cart', async () => {
    const { store, user } = renderWithProviders(<CartPageLike id={licensedTrack.id} />);
    act(() => void store.dispatch(addToCart({ product: licensedTrack, openModal: false })));
    const select = screen.getByRole('combobox', { name: `License for ${licensedTrack.title}` });
    expect(select).toHaveValue('Standard');
    await user.selectOptions(select, 'Premium');
    expect(selectCartLine(licensedTrack.id)(store.getState())?.selectedLicense).toBe('Premium');
    expect(selectCartTotal(store.getState())).toBe(499.99);
  });

  it('lists each tier with its price in the current currency', () => {
    const { store } = renderWithProviders(<CartPageLike id={licensedTrack.id} />);
    act(() => void store.dispatch(addToCart({ product: licensedTrack, openModal: false })));
    expect(screen.getByRole('option', { name: 'Extended – $199.99' })).toBeInTheDocument();
    act(() => void store.dispatch(setCurrency('NGN')));
    expect(screen.getByRole('option', { name: 'Extended – ₦149,999.25' })).toBeInTheDocument();
  });

  it('renders nothing for an unlicensed product', () => {
    const { store } = renderWithProviders(<CartPageLike id={canvasTote.id} />);
    act(() => void store.dispatch(addToCart({ product: canvasTote, openModal: false })));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
