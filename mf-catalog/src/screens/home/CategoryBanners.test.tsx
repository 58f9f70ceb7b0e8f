import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, renderWithProviders, serveCatalog, server } from '@storefront/shared/testing';
import { CategoryBanners } from './CategoryBanners';

const categories = [
  { name: 'Camping', image_url: '/media/categories/camping-600.webp' },
  { name: 'Socks', image_url: '/media/categories/socks-600.webp' },
];

describe('CategoryBanners (SPEC §2 home banners)', () => {
  it('holds the two banners’ place while the categories load, then shows the banners in it', async () => {
    let asked = false;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(apiUrl('product_categories'), async () => {
        asked = true;
        await answered;
        return HttpResponse.json(categories);
      }),
    );
    renderWithProviders(<CategoryBanners />);

    const section = screen.getByRole('region', { name: 'Shop by category' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(section.children).toHaveLength(2);

    await waitFor(() => expect(asked).toBe(true));
    expect(screen.getByRole('region', { name: 'Shop by category' })).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByRole('heading', { name: 'Camping' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Shop by category' })).not.toHaveAttribute('aria-busy');
  });

  it('shows each category’s drawn picture at two widths, and its name once', async () => {
    serveCatalog({ categories });
    const { container } = renderWithProviders(<CategoryBanners />);
    const heading = await screen.findByRole('heading', { name: 'Camping' });
    const banner = heading.closest('article')!;
    expect(banner.textContent!.split('Camping').length - 1).toBe(2); // the heading, and "Shop Now Camping" for screen readers
    const picture = banner.querySelector('img')!;
    expect(picture).toHaveAttribute('src', '/media/categories/camping-600.webp');
    expect(picture).toHaveAttribute('srcset', '/media/categories/camping-600.webp 600w, /media/categories/camping-1200.webp 1200w');
    expect(picture).toHaveAttribute('alt', '');
    expect(container.querySelectorAll('img[width="600"][height="400"]')).toHaveLength(2);
  });
});
