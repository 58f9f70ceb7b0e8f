import { applyPageMetadata, documentTitle, STORE_DESCRIPTION } from './pageMetadata';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="from index.html">';
  window.history.replaceState(null, '', '/store?category=Fashion#top');
});

it('titles pages "<title> | Storefront", and untitled ones "Storefront"', () => {
  expect(documentTitle('Store')).toBe('Store | Storefront');
  expect(documentTitle()).toBe('Storefront');
});

it('sets the title, updates the existing description and adds the Open Graph tags once', () => {
  applyPageMetadata({ title: 'Store', description: 'Every product.' });
  applyPageMetadata({ title: 'Store', description: 'Every product, again.' });
  expect(document.title).toBe('Store | Storefront');
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(meta('meta[name="description"]')).toBe('Every product, again.');
  expect(meta('meta[property="og:title"]')).toBe('Store | Storefront');
  expect(meta('meta[property="og:description"]')).toBe('Every product, again.');
  expect(meta('meta[property="og:type"]')).toBe('website');
  expect(meta('meta[property="og:url"]')).toBe('http://localhost/store?category=Fashion');
  expect(meta('meta[property="og:image"]')).toBe('http://localhost/icon-512.png');
  expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
});

it('falls back to the store description and takes a page type, URL and picture', () => {
  applyPageMetadata({ title: 'Song', type: 'product', url: 'http://localhost/product-detail/7', image: '/media/7.jpg' });
  expect(meta('meta[name="description"]')).toBe(STORE_DESCRIPTION);
  expect(meta('meta[property="og:type"]')).toBe('product');
  expect(meta('meta[property="og:url"]')).toBe('http://localhost/product-detail/7');
  expect(meta('meta[property="og:image"]')).toBe('http://localhost/media/7.jpg');
});
