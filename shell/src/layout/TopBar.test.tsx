import { screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/shared/testing';
import { TopBar } from './TopBar';

describe('TopBar', () => {
  it('links the phone, e-mail and Our Store', () => {
    renderWithProviders(<TopBar />);
    expect(screen.getByRole('link', { name: '+1 (800) 123-4567' })).toHaveAttribute('href', 'tel:+18001234567');
    expect(screen.getByRole('link', { name: 'support@storefront.example' })).toHaveAttribute('href', 'mailto:support@storefront.example');
    expect(screen.getByRole('link', { name: 'Our Store' })).toHaveAttribute('href', '/store-list');
  });

  it('switches the store currency between USD and NGN', async () => {
    const { store, user } = renderWithProviders(<TopBar />);
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveValue('USD');
    await user.selectOptions(currency, 'NGN');
    expect(store.getState().currency).toBe('NGN');
    expect(currency).toHaveValue('NGN');
  });

  it('lists English and Vietnam; choosing one changes only its own label', async () => {
    const { store, user } = renderWithProviders(<TopBar />);
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(Array.from((language as HTMLSelectElement).options).map((option) => option.text)).toEqual(['English', 'Vietnam']);
    const before = store.getState();
    await user.selectOptions(language, 'Vietnam');
    expect(language).toHaveValue('Vietnam');
    expect(store.getState()).toBe(before);
    expect(document.documentElement.lang).not.toBe('vi');
  });
});
