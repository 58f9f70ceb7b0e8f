import { screen, waitFor, within } from '@testing-library/react';
import { consoleApi } from '../../testing/consoleApi';
import { renderConsole } from '../../testing/renderConsole';
import { serveAdminApi } from '../../testing/server';

serveAdminApi();

describe('the messages inbox (/admin/messages)', () => {
  it('lists open messages with how many nobody has opened', async () => {
    renderConsole('/admin/messages');
    expect(await screen.findByText('1 message nobody has opened yet.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('opens a message to read (marking it read), marks it handled, and reopens it from the handled view', async () => {
    const { user, currentUrl } = renderConsole('/admin/messages');
    const toggle = await screen.findByRole('button', { name: 'Grace Hopper <grace@example.com>' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('My download link says it has been used up.')).toBeVisible();
    expect(await screen.findByText('0 messages nobody has opened yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('list', { name: 'Messages' })).toHaveTextContent('Alan Turing');

    await user.click(screen.getByRole('radio', { name: 'Handled' }));
    expect(currentUrl()).toBe('/admin/messages?status=handled');
    await user.click(await screen.findByRole('button', { name: 'Grace Hopper <grace@example.com>' }));
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('No message here.')).toBeInTheDocument();
    expect(consoleApi.messages.find((message) => message.id === 5)?.handledAt).toBeNull();
  });

  it("replies by a mailto: that adds no field, whatever the sender's address holds", async () => {
    const payload = 'alice%40example.com?bcc=attacker%40evil.test&x=1@example.com';
    consoleApi.messages = consoleApi.messages.map((message) => (message.id === 5 ? { ...message, email: payload } : message));
    const { user } = renderConsole('/admin/messages');
    await user.click(await screen.findByRole('button', { name: `Grace Hopper <${payload}>` }));
    const href = screen.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')!;
    expect(new URL(href).search).toBe('');
    expect(decodeURIComponent(new URL(href).pathname)).toBe(payload);
  });
});
