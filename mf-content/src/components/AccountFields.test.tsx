import { render, screen } from '@testing-library/react';
import { ACCOUNT_LIMITS } from '@storefront/shared/limits';
import { CountryField } from './CountryField';
import { NameFields } from './NameFields';

describe('the account forms’ name row', () => {
  it('asks for both names, within the account’s limits, filled with what is saved', () => {
    render(<NameFields firstName="Ada" lastName="Lovelace" />);
    const first = screen.getByRole('textbox', { name: 'First name *' });
    const last = screen.getByRole('textbox', { name: 'Last name *' });
    expect(first).toHaveValue('Ada');
    expect(last).toHaveValue('Lovelace');
    expect(first).toBeRequired();
    expect(first).toHaveAttribute('name', 'firstName');
    expect(last).toHaveAttribute('name', 'lastName');
    expect(first).toHaveAttribute('maxLength', String(ACCOUNT_LIMITS.firstName));
    expect(last).toHaveAttribute('maxLength', String(ACCOUNT_LIMITS.lastName));
  });

  it('starts empty when nothing is saved (register)', () => {
    render(<NameFields />);
    expect(screen.getByRole('textbox', { name: 'First name *' })).toHaveValue('');
  });
});

describe('the account forms’ country list', () => {
  it('posts the chosen country’s code, and starts on "Choose a country" when none is saved', () => {
    render(<CountryField label="Country" />);
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveAttribute('name', 'country');
    expect(country).toHaveValue('');
    expect(country).not.toBeRequired();
    expect(screen.getByRole('option', { name: 'Nigeria' })).toHaveValue('NG');
  });

  it('shows the saved country and can be required', () => {
    render(<CountryField label="Country *" defaultValue="NG" required />);
    const country = screen.getByRole('combobox', { name: 'Country *' });
    expect(country).toHaveValue('NG');
    expect(country).toBeRequired();
  });
});
