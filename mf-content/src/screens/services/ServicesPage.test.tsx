import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@storefront/shared/testing';
import ServicesPage from './ServicesPage';
import { SERVICES } from './servicesContent';

describe('Services page (/services)', () => {
  it('lists each service with a link to where it is used', () => {
    renderWithProviders(<ServicesPage />, { url: '/services' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
    for (const service of SERVICES) {
      const item = screen.getByRole('heading', { name: service.title }).closest('li')!;
      expect(within(item).getByRole('link', { name: service.link.label })).toHaveAttribute('href', service.link.to);
    }
  });

  it('shows what each license tier grants, from the same descriptions the license selector uses', () => {
    renderWithProviders(<ServicesPage />, { url: '/services' });
    const tiers = screen.getByRole('region', { name: 'License tiers' });
    expect(within(tiers).getByText('Premium')).toBeInTheDocument();
    expect(within(tiers).getByText('White-label rights')).toBeInTheDocument();
  });
});
