import '../../testing/nodeFormData';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consoleApi } from '../../testing/consoleApi';
import { renderConsole } from '../../testing/renderConsole';
import { http, HttpResponse } from 'msw';
import { server } from '@storefront/shared/testing';
import { serveAdminApi } from '../../testing/server';

serveAdminApi();

const patches = () => consoleApi.requests.filter((request) => request.call.startsWith('PATCH'));

describe('editing a product (/admin/products/:id)', () => {
  it("saves only what changed, per-tier prices as numbers, and shows the API's message", async () => {
    const { user } = renderConsole('/admin/products/341');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Midnight Pulse (Remaster)');
    const premium = screen.getByRole('textbox', { name: 'Premium (USD)' });
    await user.clear(premium);
    await user.type(premium, '89.5');
    await user.click(screen.getByRole('checkbox', { name: 'Visible in the store' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Saved: .*\. Shoppers see it on their next page load\.$/);
    expect(consoleApi.products[0]).toMatchObject({
      title: 'Midnight Pulse (Remaster)',
      visible: false,
      prices: [
        { licenseType: 'Basic', usdAmount: 29.99, ngnAmount: 45000 },
        { licenseType: 'Premium', usdAmount: 89.5, ngnAmount: 150000 },
      ],
    });
  });

  it('says what is wrong beside each field, sends nothing, and keeps what was typed', async () => {
    const { user } = renderConsole('/admin/products/341');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    const basic = screen.getByRole('textbox', { name: 'Basic (NGN)' });
    await user.clear(basic);
    await user.type(basic, '45.000,5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(title).toHaveAccessibleDescription('Enter a title.');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(basic).toHaveAccessibleDescription('Enter an amount such as 29.99 (at most two decimals).');
    expect(basic).toHaveValue('45.000,5');
    expect(patches()).toEqual([]);
  });

  it("shows the API's refusal and keeps the form as typed", async () => {
    server.use(http.patch('/api/v1/admin/products/:id', () => HttpResponse.json({ message: 'The category "Musik" does not exist.' }, { status: 400 })));
    const { user } = renderConsole('/admin/products/341');
    const description = await screen.findByRole('textbox', { name: 'Description' });
    await user.type(description, ' Now longer.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The category "Musik" does not exist.');
    expect(description).toHaveValue('A slow synth track for late drives. Now longer.');
  });

  it('has one price field for a product without license tiers, and links to its page in the store', async () => {
    renderConsole('/admin/products/12');
    expect(await screen.findByRole('textbox', { name: 'Price (USD)' })).toHaveValue('29.99');
    expect(screen.getByRole('link', { name: 'See its page in the store (opens in a new tab)' })).toHaveAttribute('href', '/product-detail/12');
  });

  it("previews a chosen picture, refuses a file of another type, and uploads with the API's message", async () => {
    const createObjectURL = jest.fn(() => 'blob:preview');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const { user } = renderConsole('/admin/products/341');
    const input = await screen.findByLabelText('New picture');
    // Chosen through "All files" in the file picker, which the accept attribute does not prevent.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' }));
    expect(input).toHaveAccessibleDescription(/Choose a PNG, JPEG or WebP picture\./);
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'New picture for Midnight Pulse' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByText('The picture is resized into every size the store serves.')).toBeInTheDocument();
    await waitFor(() => expect(consoleApi.requests.map((r) => r.call)).toContain('PUT /api/v1/admin/products/341/image'));
  });
});
