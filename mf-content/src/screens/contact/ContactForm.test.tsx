// The Get In Touch form's three paths: sent through the e-mail service, failed, and stored by the API when unconfigured.
import emailjs from '@emailjs/browser';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, renderWithProviders, server } from '@storefront/shared/testing';
import { CONTACT_FAILURE, CONTACT_SUCCESS, ContactForm } from './ContactForm';

jest.mock('@emailjs/browser', () => ({ __esModule: true, default: { sendForm: jest.fn() } }));
const sendForm = emailjs.sendForm as jest.Mock;

const CONFIGURED = { contact: { publicKey: 'pk_live', serviceId: 'service_1', templateId: 'template_1' } };
let apiCalls: { url: string; body: unknown }[];

/** Answers /remotes.json with `runtimeConfig` and the contact_messages POST with `apiStatus`. */
function serve(runtimeConfig: Record<string, unknown>, apiStatus = 201) {
  apiCalls = [];
  server.use(
    http.get('*/remotes.json', () => HttpResponse.json(runtimeConfig)),
    http.post(apiUrl('contact_messages'), async ({ request }) => {
      apiCalls.push({ url: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json(apiStatus < 300 ? { success: true, message: 'ok' } : { message: 'nope' }, { status: apiStatus });
    }),
  );
}

afterEach(() => {
  sendForm.mockReset();
  jest.useRealTimers();
});

async function fillAndSend(user: ReturnType<typeof renderWithProviders>['user']) {
  for (const [label, text] of [
    ['Name *', 'Ada'],
    ['E-mail *', 'ada@example.com'],
    ['Message *', 'Hello there'],
  ]) {
    // user-event remembers what it typed into a field, and the form's reset() after a send empties the field without
    // it noticing: typed again, 'Ada' would become 'AdaAda'. Clearing first makes it see the empty field.
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), text);
  }
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

it('requires name, e-mail (as an e-mail) and message', () => {
  serve({});
  renderWithProviders(<ContactForm />);
  expect(screen.getByLabelText('Name *')).toBeRequired();
  expect(screen.getByLabelText('E-mail *')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Message *')).toBeRequired();
});

it('sends through the configured e-mail service, shows the green success for 2 s and clears the form', async () => {
  jest.useFakeTimers();
  serve(CONFIGURED);
  sendForm.mockResolvedValue({ status: 200, text: 'OK' });
  const { user } = renderWithProviders(<ContactForm />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
  await fillAndSend(user);

  const success = await screen.findByText(CONTACT_SUCCESS);
  expect(success).toHaveAttribute('data-tone', 'success');
  expect(sendForm).toHaveBeenCalledWith('service_1', 'template_1', expect.any(HTMLFormElement), { publicKey: 'pk_live' });
  expect(apiCalls).toEqual([]);
  expect(screen.getByLabelText('Name *')).toHaveValue('');
  expect(screen.getByLabelText('Message *')).toHaveValue('');

  await fillAndSend(user);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1900);
  });
  // The second message went too, so the success shown now is its own, 1.9 s old.
  expect(sendForm).toHaveBeenCalledTimes(2);
  expect(screen.getByText(CONTACT_SUCCESS)).toBeInTheDocument();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(200);
  });
  expect(screen.queryByText(CONTACT_SUCCESS)).toBeNull();
});

it('shows the red failure and keeps what was typed when the e-mail service refuses', async () => {
  serve(CONFIGURED);
  sendForm.mockRejectedValue({ status: 429, text: 'Too Many Requests' });
  const { user } = renderWithProviders(<ContactForm />);
  await fillAndSend(user);

  const failure = await screen.findByText(CONTACT_FAILURE);
  expect(failure).toHaveAttribute('data-tone', 'error');
  expect(screen.getByLabelText('Name *')).toHaveValue('Ada');
});

it.each([
  ['there is no contact block', {}],
  ['the block lacks a template id', { contact: { publicKey: 'pk', serviceId: 'svc' } }],
])('stores the message through the API when %s', async (_case, runtimeConfig) => {
  serve(runtimeConfig);
  const { user } = renderWithProviders(<ContactForm />);
  await fillAndSend(user);

  await screen.findByText(CONTACT_SUCCESS);
  expect(sendForm).not.toHaveBeenCalled();
  expect(apiCalls).toEqual([{ url: '/api/v1/web/contact_messages', body: { name: 'Ada', email: 'ada@example.com', message: 'Hello there' } }]);
  expect(screen.getByLabelText('E-mail *')).toHaveValue('');
});

it('shows the failure when the API refuses the message (e.g. rate-limited)', async () => {
  serve({}, 429);
  const { user } = renderWithProviders(<ContactForm />);
  await fillAndSend(user);
  await waitFor(() => expect(screen.getByText(CONTACT_FAILURE)).toBeInTheDocument());
  expect(apiCalls).toHaveLength(1);
});
