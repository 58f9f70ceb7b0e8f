// Delivers a contact message: through the e-mail sending service when one is configured (a multipart send-form
// call, SPEC §7), otherwise to the store's own API so that a fresh install never loses a message.
import type { ContactMessage } from '../../apiClient/contentApi';
import type { EmailServiceConfig } from './emailServiceConfig';

export async function sendContactMessage(
  form: HTMLFormElement,
  message: ContactMessage,
  config: EmailServiceConfig | null,
  storeInApi: (message: ContactMessage) => Promise<unknown>,
): Promise<void> {
  if (config) {
    // Loaded only when a service is configured: installs that use the API fallback never download it.
    const { default: emailjs } = await import('@emailjs/browser');
    await emailjs.sendForm(config.serviceId, config.templateId, form, { publicKey: config.publicKey });
    return;
  }
  await storeInApi(message);
}
