import { fireEvent, screen } from '@testing-library/react';
import { renderWithStore } from '../testing/renderWithStore';
import { TopBar } from './TopBar';

describe('TopBar', () => {
  it('links the phone, e-mail and Our Store', () => {
    renderWithStore(<TopBar />);
    expect(screen.getByRole('link', { name: '+1 (800) 123-4567' })).toHaveAttribute('href', 'tel:+18001234567');
    expect(screen.getByRole('link', { name: 'support@storefront.example' })).toHaveAttribute('href', 'mailto:support@storefront.example');
    expect(screen.getByRole('link', { name: 'Our Store' })).toHaveAttribute('href', '/store-list');
  });

  it('switches the store currency between USD and NGN', () => {
    const { store } = renderWithStore(<TopBar />);
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveValue('USD');
    fireEvent.change(currency, { target: { value: 'NGN' } });
    expect(store.getState().currency).toBe('NGN');
    expect(currency).toHaveValue('NGN');
  });

  it('lists English and Vietnam; choosing one changes only its own label', () => {
    const { store } = renderWithStore(<TopBar />);
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(Array.from((language as HTMLSelectElement).options).map((option) => option.text)).toEqual(['English', 'Vietnam']);
    const before = store.getState();
    fireEvent.change(language, { target: { value: 'Vietnam' } });
    expect(language).toHaveValue('Vietnam');
    expect(store.getState()).toBe(before);
    expect(document.documentElement.lang).not.toBe('vi');
  });
});
