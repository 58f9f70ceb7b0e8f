// The about tabs: one panel at a time, chosen by click or keyboard, with the ARIA wiring screen readers rely on.
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/shared/testing';
import { ABOUT_TABS } from './aboutContent';
import { AboutTabs } from './AboutTabs';

it('lists the four tabs of the spec and starts on Introduction', () => {
  renderWithProviders(<AboutTabs />);
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Introduction', 'Our Vision', 'What Sets Us Apart', 'Our Commitment']);
  expect(screen.getByRole('tab', { name: 'Introduction' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent(ABOUT_TABS[0]!.text);
});

it('shows the chosen tab’s panel, labelled by that tab', async () => {
  const { user } = renderWithProviders(<AboutTabs />);
  await user.click(screen.getByRole('tab', { name: 'What Sets Us Apart' }));
  const panel = screen.getByRole('tabpanel', { name: 'What Sets Us Apart' });
  expect(panel).toHaveTextContent(ABOUT_TABS[2]!.text);
  expect(screen.getByRole('tab', { name: 'Introduction' })).toHaveAttribute('aria-selected', 'false');
  expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
});

it('moves between tabs with the arrow, Home and End keys, wrapping around and keeping focus on the tab', async () => {
  const { user } = renderWithProviders(<AboutTabs />);
  // Tab reaches the chosen tab only (the others are tabindex -1).
  await user.tab();
  expect(screen.getByRole('tab', { name: 'Introduction' })).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Our Commitment' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent(ABOUT_TABS[3]!.text);
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Introduction' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Our Commitment' })).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tab', { name: 'Introduction' })).toHaveAttribute('tabindex', '-1');
});
