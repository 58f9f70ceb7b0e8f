// The spec's forgotten-password form: e-mail and Submit. The API answers the same for any address.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useForgotPasswordMutation } from '@storefront/shared';
import { ACCOUNT_LIMITS } from '@storefront/shared/limits';
import { apiMessage } from '../../account/apiMessage';
import { FormNotice, type Notice } from '../../account/FormNotice';
import { useHydrated } from '../../account/useHydrated';
import forms from '../../components/forms.module.css';
import { TextField } from '../../components/TextField';

export function ResetRequestForm() {
  const [requestLink, { isLoading }] = useForgotPasswordMutation();
  const [notice, setNotice] = useState<Notice>(null);
  const hydrated = useHydrated();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setNotice(null);
    try {
      setNotice({ tone: 'success', text: (await requestLink({ email }).unwrap()).message });
    } catch (error) {
      setNotice({ tone: 'error', text: apiMessage(error) });
    }
  }

  return (
    <>
      <p className={forms.hint}>We will send you an e-mail to reset your password.</p>
      <form className={forms.form} aria-label="Reset your password" method="post" onSubmit={submit}>
        <TextField label="Email *" name="email" type="email" autoComplete="email" maxLength={ACCOUNT_LIMITS.email} required />
        <button className={forms.button} type="submit" disabled={!hydrated || isLoading}>
          Submit
        </button>
        <FormNotice notice={notice} />
        <Link to="/login">Cancel</Link>
      </form>
    </>
  );
}
