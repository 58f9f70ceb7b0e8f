import { render, screen } from '@testing-library/react';
import { ProductRating, ratingText } from './ProductRating';

describe('ProductRating: the catalogue’s rating, in stars and in words', () => {
  it('says the rating and the number of reviews', () => {
    const { container } = render(<ProductRating product={{ id: 1, title: 'Tee', rating: 4, review_count: 27 }} />);
    expect(screen.getByText('Rated 4 out of 5 (27 reviews)')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('clipPath rect')).toHaveAttribute('width', '80');
  });

  it('reads an average with one decimal, the older `reviews` count, and one review', () => {
    expect(ratingText(4.25, 12)).toBe('Rated 4.3 out of 5 (12 reviews)');
    render(<ProductRating product={{ id: 1, title: 'Tee', rating: 5, reviews: 1 }} />);
    expect(screen.getByText('Rated 5 out of 5 (1 review)')).toBeInTheDocument();
  });

  it('shows no stars for a product nobody reviewed', () => {
    const { container } = render(<ProductRating product={{ id: 1, title: 'Tee', rating: 4, review_count: 0 }} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
  });
});
