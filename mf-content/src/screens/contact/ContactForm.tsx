// The contact page's Get In Touch form (SPEC §2, §4, §8): name, e-mail and message, all required; a green
// success or red failure message for 2 s; the form is cleared after a successful send. The success wording says what
// happened — a message was sent — not the spec's "subscribed" (decision 0021).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CONTACT_MESSAGE_DURATION_MS } from '@storefront/shared';
import { CONTACT_LIMITS } from '@storefront/shared/limits';
import { useSendContactMessageMutation } from '../../apiClient/contentApi';
import forms from '../../components/forms.module.css';
import { type EmailServiceConfig, fetchEmailServiceConfig } from './emailServiceConfig';
import { sendContactMessage } from './sendContactMessage';
import { useTimedMessage } from './useTimedMessage';

export const CONTACT_SUCCESS = 'Thank you, your message has been sent. We will reply by e-mail.';
export const CONTACT_FAILURE = 'Something went wrong';

export function ContactForm() {
  const config = useRef<Promise<EmailServiceConfig | null>>(null);
  const [storeInApi] = useSendContactMessageMutation();
  const [sending, setSending] = useState(false);
  const { message, show } = useTimedMessage(CONTACT_MESSAGE_DURATION_MS);

  useEffect(() => {
    config.current = fetchEmailServiceConfig();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const text = (name: string) => String(fields.get(name) ?? '');
    setSending(true);
    try {
      const service = await (config.current ?? fetchEmailServiceConfig());
      await sendContactMessage(form, { name: text('name'), email: text('email'), message: text('message') }, service, (body) => storeInApi(body).unwrap());
      form.reset();
      show({ tone: 'success', text: CONTACT_SUCCESS });
    } catch {
      show({ tone: 'error', text: CONTACT_FAILURE });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={forms.form} onSubmit={submit} aria-labelledby="get-in-touch">
      <h2 id="get-in-touch">Get In Touch</h2>
      <div className={forms.row}>
        <label className={forms.field}>
          <span className={forms.label}>Name *</span>
          <input className={forms.input} name="name" autoComplete="name" maxLength={CONTACT_LIMITS.name} required />
        </label>
        <label className={forms.field}>
          <span className={forms.label}>E-mail *</span>
          <input className={forms.input} name="email" type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} required />
        </label>
      </div>
      <label className={forms.field}>
        <span className={forms.label}>Message *</span>
        <textarea className={forms.input} name="message" maxLength={CONTACT_LIMITS.message} required />
      </label>
      <button className={forms.button} type="submit" disabled={sending}>
        {sending ? 'Sending…' : 'Send'}
      </button>
      <div role="status" aria-live="polite">
        {message && (
          <p className={message.tone === 'success' ? forms.success : forms.error} data-tone={message.tone}>
            {message.text}
          </p>
        )}
      </div>
    </form>
  );
}
