import { render } from '@testing-library/react';
import type { Product } from '@storefront/shared';
import { ProductImage } from './ProductImage';

const view = (name: string) => ({
  label: name,
  src: `/media/products/7/${name}-800.webp`,
  srcSet: `/media/products/7/${name}-800.webp 800w, /media/products/7/${name}-400.webp 400w`,
  thumbSrc: '',
});

describe('ProductImage (issue 22 §10: cards take the picture width they need)', () => {
  it('offers the drawn widths of the front and the back (hover), sized, lazily', () => {
    const product: Product = {
      id: 7,
      title: 'Tee',
      imgSrc: '/media/products/7/front-800.webp',
      imgHoverSrc: '/media/products/7/back-800.webp',
      width: 800,
      height: 800,
      images: [view('front'), view('back')],
    };
    const { container } = render(<ProductImage product={product} />);
    const [main, hover] = container.querySelectorAll('img');
    expect(main).toHaveAttribute('srcset', view('front').srcSet);
    expect(main).toHaveAttribute('sizes');
    expect(main).toHaveAttribute('loading', 'lazy');
    expect(main).toHaveAttribute('width', '800');
    expect(hover).toHaveAttribute('srcset', view('back').srcSet);
  });

  it('shows a picture without widths, or without a hover picture, as it is', () => {
    const { container } = render(<ProductImage product={{ id: 5, title: 'Lamp', image_url: '/media/products/5.svg' }} eager />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).not.toHaveAttribute('srcset');
    expect(images[0]).toHaveAttribute('loading', 'eager');
  });
});
