import { screen } from '@testing-library/react';
import { neverAnswer, renderWithProviders, server } from '@storefront/shared/testing';
import { HeroSlideshow } from './HeroSlideshow';

// The Listen Now button asks for the featured products; this test does not need an answer.
beforeEach(() => server.use(...neverAnswer('featured_products')));

describe('HeroSlideshow (the hero’s right half shows a picture)', () => {
  it('shows the drawn hero picture beside the title, at two widths, sized and fetched early', () => {
    renderWithProviders(<HeroSlideshow />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sounds for every project' })).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: /headphones/i });
    expect(picture).toHaveAttribute('src', '/media/hero-1200.webp');
    expect(picture).toHaveAttribute('srcset', '/media/hero-600.webp 600w, /media/hero-1200.webp 1200w');
    expect(picture).toHaveAttribute('width', '1200');
    expect(picture).toHaveAttribute('height', '900');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
  });
});
