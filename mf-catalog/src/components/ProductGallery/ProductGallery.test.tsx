import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Product } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import { ProductGallery } from './ProductGallery';
import { SWIPE_DISTANCE } from './useTouchSwipe';

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

/**
 * A pointer event as a finger (or `pointerType`) makes it, dispatched at once: jsdom has no PointerEvent, so the pointer
 * fields are set on a MouseEvent, where React reads them.
 */
function pointer(
  type: 'pointerdown' | 'pointerup',
  target: Element,
  { clientX, clientY = 100, pointerType = 'touch' }: { clientX: number; clientY?: number; pointerType?: string },
) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY });
  Object.defineProperties(event, { pointerType: { value: pointerType }, pointerId: { value: 7 } });
  fireEvent(target, event);
}

/** The view the gallery shows: the one picture not hidden from assistive technology. */
const shownPicture = () => screen.getAllByRole('img').find((image) => image.getAttribute('alt')?.startsWith('Cotton Tee —'))!;

describe('ProductGallery (a gallery of the product’s views)', () => {
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

  it('leaves the Swiper unloaded until a finger touches the picture, and a swipe moves between views meanwhile', async () => {
    const { container } = renderWithProviders(<ProductGallery product={tee} />);
    await act(async () => {});
    // The mouse never needs the Swiper (it zooms), so pressing it on the picture does not ask for it.
    pointer('pointerdown', shownPicture(), { clientX: 200, pointerType: 'mouse' });
    await act(async () => {});
    expect(container.querySelector('.swiper')).toBeNull();

    // A leftward swipe shows the next view before the Swiper has arrived …
    pointer('pointerdown', shownPicture(), { clientX: 300 });
    pointer('pointerup', shownPicture(), { clientX: 300 - SWIPE_DISTANCE, clientY: 110 });
    expect(shownPicture()).toHaveAttribute('alt', 'Cotton Tee — Back view');
    expect(screen.getByRole('button', { name: 'Show back view' })).toHaveAttribute('aria-current', 'true');
    // … and the Swiper that the touch asked for then takes over, on that view.
    // (the first import of Swiper compiles it, which can take longer than waitFor's default second)
    await waitFor(() => expect(container.querySelector('.swiper')).not.toBeNull(), { timeout: 5000 });
    expect(shownPicture()).toHaveAttribute('alt', 'Cotton Tee — Back view');
  });

  it('takes a short or mostly vertical movement for no swipe, and stops at the first and last views', async () => {
    renderWithProviders(<ProductGallery product={tee} />);
    const swipe = (from: number, to: number, dy = 0) => {
      const picture = shownPicture();
      pointer('pointerdown', picture, { clientX: from });
      pointer('pointerup', picture, { clientX: to, clientY: 100 + dy });
    };
    swipe(100, 100 + SWIPE_DISTANCE);
    expect(shownPicture()).toHaveAttribute('alt', 'Cotton Tee — Front view');
    swipe(300, 300 - SWIPE_DISTANCE + 1);
    swipe(300, 200, 150);
    expect(shownPicture()).toHaveAttribute('alt', 'Cotton Tee — Front view');
    swipe(300, 200);
    swipe(300, 200);
    swipe(300, 200);
    expect(shownPicture()).toHaveAttribute('alt', 'Cotton Tee — Close-up');
    await act(async () => {});
  });

  it('shows the one picture of a product without views, and no thumbnails', () => {
    renderWithProviders(<ProductGallery product={{ id: 5, title: 'Old Lamp', image_url: '/media/products/5.svg' }} />);
    expect(screen.getByRole('img', { name: 'Old Lamp — Front view' })).toHaveAttribute('src', '/media/products/5.svg');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
