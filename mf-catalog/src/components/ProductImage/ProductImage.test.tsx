import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@storefront/shared';
import { ProductImage } from './ProductImage';

const view = (name: string) => ({
  label: name,
  src: `/media/products/7/${name}-800.webp`,
  srcSet: `/media/products/7/${name}-800.webp 800w, /media/products/7/${name}-400.webp 400w`,
  thumbSrc: '',
});

describe('ProductImage (cards take the picture width they need)', () => {
  it('offers the drawn widths of the front and, once the shopper points at the card, the back (hover), sized, lazily', async () => {
    const product: Product = {
      id: 7,
      title: 'Tee',
      imgSrc: '/media/products/7/front-800.webp',
      imgHoverSrc: '/media/products/7/back-800.webp',
      width: 800,
      height: 800,
      images: [view('front'), view('back')],
    };
    const user = userEvent.setup();
    const { container } = render(
      <a href="/product-detail/7">
        <ProductImage product={product} />
      </a>,
    );
    expect(container.querySelectorAll('img')).toHaveLength(1);
    await user.hover(container.querySelector('a')!);
    const [main, hover] = container.querySelectorAll('img');
    expect(main).toHaveAttribute('srcset', view('front').srcSet);
    expect(main).toHaveAttribute('sizes');
    expect(main).toHaveAttribute('loading', 'lazy');
    expect(main).toHaveAttribute('width', '800');
    expect(hover).toHaveAttribute('srcset', view('back').srcSet);
    expect(hover).toHaveAttribute('aria-hidden', 'true');
  });

  it('adds the hover picture when the card is reached with the keyboard', async () => {
    const user = userEvent.setup();
    const product: Product = { id: 8, title: 'Mug', imgSrc: '/media/products/8/front.svg', imgHoverSrc: '/media/products/8/back.svg' };
    const { container } = render(
      <a href="/product-detail/8">
        <ProductImage product={product} />
      </a>,
    );
    expect(container.querySelectorAll('img')).toHaveLength(1);
    await user.tab();
    expect(container.querySelectorAll('img')[1]).toHaveAttribute('src', '/media/products/8/back.svg');
  });

  it('shows a picture without widths, or without a hover picture, as it is', () => {
    const { container } = render(<ProductImage product={{ id: 5, title: 'Lamp', image_url: '/media/products/5.svg' }} eager />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).not.toHaveAttribute('srcset');
    expect(images[0]).toHaveAttribute('loading', 'eager');
  });
});
