import { act, screen, waitFor } from '@testing-library/react';
import type { Product } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import { ProductGallery } from './ProductGallery';

const view = (name: string, label: string) => ({
  label,
  src: `/media/products/7/${name}-800.webp`,
  srcSet: `/media/products/7/${name}-800.webp 800w, /media/products/7/${name}-400.webp 400w, /media/products/7/${name}-160.webp 160w`,
  thumbSrc: `/media/products/7/${name}-160.webp`,
});
const tee: Product = {
  id: 7,
  title: 'Cotton Tee',
  image_url: '/media/products/7/front-800.webp',
  width: 800,
  height: 800,
  images: [view('front', 'Front'), view('back', 'Back'), view('detail', 'Close-up')],
};

/** The view the gallery shows: the one picture not hidden from assistive technology. */
const shownPicture = () => screen.getAllByRole('img').find((image) => image.getAttribute('alt')?.startsWith('Cotton Tee —'))!;

describe('ProductGallery (issue 22 §10: a gallery of the product’s views)', () => {
  it('shows the front with its widths and a labelled thumbnail button per view', async () => {
    renderWithProviders(<ProductGallery product={tee} />);
    expect(screen.getByRole('region', { name: 'Product pictures' })).toBeInTheDocument();
    const picture = shownPicture();
    expect(picture).toHaveAttribute('alt', 'Cotton Tee — Front view');
    expect(picture).toHaveAttribute('srcset', tee.images![0].srcSet);
    expect(picture).toHaveAttribute('sizes');
    expect(picture).toHaveAttribute('width', '800');
    const thumbs = screen.getAllByRole('button');
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-label'))).toEqual(['Show front view', 'Show back view', 'Show close-up']);
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    await act(async () => {});
  });

  it('shows the second view when its thumbnail is clicked', async () => {
    const { user } = renderWithProviders(<ProductGallery product={tee} />);
    await user.click(screen.getByRole('button', { name: 'Show back view' }));
    expect(screen.getByRole('button', { name: 'Show back view' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show front view' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Cotton Tee — Back view' })).toBeInTheDocument());
    expect(screen.queryByRole('img', { name: 'Cotton Tee — Front view' })).not.toBeInTheDocument();
  });

  it('moves between views with the arrow keys', async () => {
    const { user } = renderWithProviders(<ProductGallery product={tee} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show front view' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Show back view' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Show back view' })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Show close-up' })).toHaveFocus();
    await act(async () => {});
  });

  it('shows the one picture of a product without views, and no thumbnails', () => {
    renderWithProviders(<ProductGallery product={{ id: 5, title: 'Old Lamp', image_url: '/media/products/5.svg' }} />);
    expect(screen.getByRole('img', { name: 'Old Lamp — Front view' })).toHaveAttribute('src', '/media/products/5.svg');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
