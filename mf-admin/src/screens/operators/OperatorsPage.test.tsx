import { screen, within } from '@testing-library/react';
import { ADMIN_MESSAGES } from '@storefront/shared/admin';
import { renderConsole } from '../../testing/renderConsole';
import { serveAdminApi } from '../../testing/server';

serveAdminApi();

describe('operator accounts (/admin/operators)', () => {
  it("lists the accounts; an owner ends one account's sessions and unlocks a locked one", async () => {
    const { user } = renderConsole('/admin/operators');
    const staff = await screen.findByRole('row', { name: /staff@shop\.example/ });
    expect(staff).toHaveTextContent('staffnever2until 25 Nov 2026, 10:15 UTC');
    await user.click(within(staff).getByRole('button', { name: 'End sessions of staff@shop.example' }));
    expect(await within(staff).findByRole('status')).toHaveTextContent('Every session of staff@shop.example has ended.');
    await user.click(within(staff).getByRole('button', { name: 'Unlock staff@shop.example' }));
    expect(await within(staff).findByText('staff@shop.example may sign in again.')).toBeInTheDocument();
    expect(await within(staff).findByRole('cell', { name: 'no' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /owner@shop\.example \(you\)/ })).toBeInTheDocument();
  });

  it('is for owners only', async () => {
    renderConsole('/admin/operators', { role: 'staff' });
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.forbidden);
  });
});
