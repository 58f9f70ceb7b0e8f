// The new password, from the reset e-mail's link: typed twice, sent with the link's token. The link works once;
// every session of the account ends, so the shopper signs in again with the new password.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useResetPasswordMutation } from '@storefront/shared';
import { apiMessage } from '../../account/apiMessage';
import { FormNotice, type Notice } from '../../account/FormNotice';
import { useHydrated } from '../../account/useHydrated';
import forms from '../../components/forms.module.css';
import { PasswordField } from '../../components/PasswordField';
import { PASSWORD_HINT } from '../register/RegisterPage';

export const PASSWORDS_DIFFER = 'The two passwords are not the same.';

export function NewPasswordForm({ token }: { token: string }) {
  const [reset, { isLoading, isSuccess }] = useResetPasswordMutation();
  const [notice, setNotice] = useState<Notice>(null);
  const hydrated = useHydrated();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const password = String(fields.get('password') ?? '');
    if (password !== String(fields.get('confirmPassword') ?? '')) {
      setNotice({ tone: 'error', text: PASSWORDS_DIFFER });
      return;
    }
    setNotice(null);
    try {
      setNotice({ tone: 'success', text: (await reset({ token, password }).unwrap()).message });
    } catch (error) {
      setNotice({ tone: 'error', text: apiMessage(error) });
    }
  }

  return (
    <form className={forms.form} aria-label="Choose a new password" method="post" onSubmit={submit}>
      <PasswordField label="New Password *" name="password" autoComplete="new-password" hint={PASSWORD_HINT} />
      <PasswordField label="Confirm Password *" name="confirmPassword" autoComplete="new-password" />
      <button className={forms.button} type="submit" disabled={!hydrated || isLoading || isSuccess}>
        Submit
      </button>
      <FormNotice notice={notice} />
      {isSuccess ? <Link to="/login">Login</Link> : <Link to="/forget-password">Ask for a new link</Link>}
    </form>
  );
}
