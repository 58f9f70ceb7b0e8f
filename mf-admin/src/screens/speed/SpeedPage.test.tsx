import { screen, within } from '@testing-library/react';
import { consoleApi } from '../../testing/consoleApi';
import { renderConsole } from '../../testing/renderConsole';
import { serveAdminApi } from '../../testing/server';

serveAdminApi();

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('page speed (/admin/speed)', () => {
  it('shows the 75th percentile per page beside the budgets, in words whether each is within, and the readings behind it', async () => {
    renderConsole('/admin/speed');
    const table = await screen.findByRole('table', { name: '75th percentile per page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page speed' })).toBeInTheDocument();
    const [head, home, product] = within(table).getAllByRole('row');
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Page',
      'Largest paint (LCP) (budget ≤ 2.5 s)',
      'Interaction to next paint (INP) (budget ≤ 200 ms)',
      'Layout shift (CLS) (budget ≤ 0.1)',
      'First byte (TTFB)',
      'First tap delay',
    ]);
    expect(within(home).getByRole('rowheader')).toHaveTextContent('/');
    expect(cells(home)).toEqual([
      '1.83 s within budget40 readings',
      '96 ms within budget31 readings',
      '0.031 within budget40 readings',
      '181 ms40 readings',
      'no readings',
    ]);
    expect(within(product).getByRole('rowheader')).toHaveTextContent('/product-detail/:id');
    expect(cells(product)[0]).toBe('3.1 s over budget7 readings');
    expect(cells(product)[4]).toBe('1.72 s1 reading');
    expect(consoleApi.requests.map((request) => request.call)).toContain('GET /api/v1/admin/vitals?days=7');
  });

  it('shows the same per remote release, naming the shell and the release', async () => {
    renderConsole('/admin/speed');
    const table = await screen.findByRole('table', { name: '75th percentile per remote release' });
    const [, catalog, shell] = within(table).getAllByRole('row');
    expect(within(catalog).getByRole('rowheader')).toHaveTextContent('catalog · 20261201T101500.000Z-0a1b2c3d');
    expect(cells(catalog)[0]).toBe('2.44 s within budget47 readings');
    expect(within(shell).getByRole('rowheader')).toHaveTextContent('shell · the shell');
    expect(cells(shell)[1]).toBe('232 ms over budget12 readings');
  });

  it('switches the period through the URL', async () => {
    const { user, currentUrl } = renderConsole('/admin/speed');
    await screen.findByRole('table', { name: '75th percentile per page' });
    await user.click(screen.getByRole('radio', { name: '28 days' }));
    expect(currentUrl()).toBe('/admin/speed?days=28');
    const table = await screen.findByRole('table', { name: '75th percentile per page' });
    await within(table).findByText('28 readings');
    expect(consoleApi.requests.map((request) => request.call)).toContain('GET /api/v1/admin/vitals?days=28');
  });

  it('is in the console’s navigation for staff too', async () => {
    renderConsole('/admin/speed', { role: 'staff' });
    expect(await screen.findByRole('link', { name: 'Page speed' })).toHaveAttribute('href', '/admin/speed');
  });
});
