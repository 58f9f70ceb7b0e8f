// The terms page: the five numbered sections, smooth scrolling to the chosen one, and the scrollspy highlight.
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, scrollWindowTo } from '@storefront/shared/testing';
import TermsPage from './TermsPage';

/** Places section n's top at tops[n-1] px from the top of the window. */
function layOut(tops: number[]) {
  tops.forEach((top, index) => {
    const section = document.getElementById(`terms-${index + 1}`)!;
    section.getBoundingClientRect = () => ({ top, bottom: top + 400, left: 0, right: 0, width: 0, height: 400, x: 0, y: top, toJSON: () => ({}) });
  });
}

const currentLink = () => screen.getByRole('navigation', { name: 'Terms sections' }).querySelector('[aria-current="location"]')?.textContent;

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
});
afterEach(() => Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 }));

const renderTerms = () => renderWithProviders(<TermsPage />, { url: '/term-of-use' });

it('shows the breadcrumbs and the five numbered sections in the side list', () => {
  renderTerms();
  expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomepagePagesTerms of use');
  const links = screen.getByRole('navigation', { name: 'Terms sections' }).querySelectorAll('a');
  expect([...links].map((link) => link.textContent)).toEqual([
    '1. Terms',
    '2. Limitations',
    '3. Revisions and errata',
    '4. Site terms of use modifications',
    '5. Risks',
  ]);
});

it('highlights the section that has scrolled under the top of the window', async () => {
  renderTerms();
  layOut([100, 500, 900, 1300, 1700]);
  scrollWindowTo(0);
  await waitFor(() => expect(currentLink()).toBe('1. Terms'));

  layOut([-800, -400, 0, 400, 800]);
  scrollWindowTo(900);
  await waitFor(() => expect(currentLink()).toBe('3. Revisions and errata'));
  expect(screen.getByRole('link', { name: '3. Revisions and errata' }).className).toMatch(/active/);
});

it('highlights the last section once the page is scrolled to its end', async () => {
  renderTerms();
  layOut([-1200, -800, -400, 0, 300]);
  scrollWindowTo(5000 - window.innerHeight);
  await waitFor(() => expect(currentLink()).toBe('5. Risks'));
});

/** Resolves after the next animation frame's callbacks, those the page registered before it included. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

it('scrolls smoothly to the chosen section, focuses it and marks it', async () => {
  const { user } = renderTerms();
  // A page at its top, and the scrollspy's first reading of it taken (in the frame after mounting, as in a browser,
  // long before a shopper's click). Clicked before that frame, the reading came after the click and, with jsdom's
  // layout (every top 0), marked section 5: the test failed on a busy machine.
  layOut([100, 500, 900, 1300, 1700]);
  await nextFrame();
  expect(currentLink()).toBe('1. Terms');
  await user.click(screen.getByRole('link', { name: '4. Site terms of use modifications' }));
  const section = document.getElementById('terms-4')!;
  expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  expect(section).toHaveFocus();
  expect(currentLink()).toBe('4. Site terms of use modifications');
});
