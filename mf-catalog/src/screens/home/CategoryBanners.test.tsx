import { screen, waitFor } from '@testing-library/react';
import { renderWithStore } from '../../testing/renderWithStore';
import { CategoryBanners } from './CategoryBanners';

const categories = [
  { name: 'Camping', image_url: '/media/categories/camping.svg' },
  { name: 'Socks', image_url: '/media/categories/socks.svg' },
];

afterEach(() => jest.restoreAllMocks());

describe('CategoryBanners (SPEC §2 home banners)', () => {
  it('holds the two banners’ place while the categories load, then shows the banners in it', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithStore(<CategoryBanners />);

    const section = screen.getByRole('region', { name: 'Shop by category' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(section.children).toHaveLength(2);

    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    answer(new Response(JSON.stringify(categories), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    expect(await screen.findByRole('heading', { name: 'Camping' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Shop by category' })).not.toHaveAttribute('aria-busy');
  });
});
