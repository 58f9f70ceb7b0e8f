import { setStructuredData } from './structuredData';

const blocks = () => document.head.querySelectorAll('script[type="application/ld+json"]');

beforeEach(() => {
  document.head.innerHTML = '';
});

it('keeps one block per key, replaced on update and removed with null', () => {
  setStructuredData('product', { name: 'A' });
  setStructuredData('product', { name: 'B' });
  expect(blocks()).toHaveLength(1);
  expect(JSON.parse(blocks()[0].textContent!)).toEqual({ name: 'B' });
  setStructuredData('product', null);
  expect(blocks()).toHaveLength(0);
});

it('escapes "<" so the text cannot close the script element', () => {
  setStructuredData('product', { description: '</script><b>' });
  expect(blocks()[0].textContent).not.toContain('</script>');
  expect(JSON.parse(blocks()[0].textContent!)).toEqual({ description: '</script><b>' });
});
