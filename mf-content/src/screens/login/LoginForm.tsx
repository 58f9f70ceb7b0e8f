// The login form (SPEC §2 "Login": e-mail, password with show/hide, Remember me checked by default, links to reset
// and register): signs in through the API and goes to My account; a refusal shows the API's sentence and keeps what
// was typed. Remember me keeps the session cookie after the browser closes.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSignInMutation } from '@storefront/shared';
import { ACCOUNT_LIMITS } from '@storefront/shared/limits';
import { apiMessage } from '../../account/apiMessage';
import { FormNotice, type Notice } from '../../account/FormNotice';
import { useHydrated } from '../../account/useHydrated';
import forms from '../../components/forms.module.css';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';

export function LoginForm({ next = '/my-account' }: { next?: string }) {
  const [signIn, { isLoading }] = useSignInMutation();
  const [notice, setNotice] = useState<Notice>(null);
  const navigate = useNavigate();
  const hydrated = useHydrated();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    setNotice(null);
    try {
      await signIn({
        email: String(fields.get('email') ?? '').trim(),
        password: String(fields.get('password') ?? ''),
        remember: fields.get('remember') === 'on',
      }).unwrap();
      navigate(next);
    } catch (error) {
      setNotice({ tone: 'error', text: apiMessage(error) });
    }
  }

  return (
    <form className={forms.form} aria-label="Login" method="post" onSubmit={submit}>
      <TextField label="Email *" name="email" type="email" autoComplete="email" maxLength={ACCOUNT_LIMITS.email} required />
      <PasswordField label="Password *" name="password" />
      <div className={forms.links}>
        <label className={forms.check}>
          <input type="checkbox" name="remember" defaultChecked />
          Remember me
        </label>
        <Link to="/forget-password">Forgot your password?</Link>
      </div>
      <button className={forms.button} type="submit" disabled={!hydrated || isLoading}>
        Login
      </button>
      <FormNotice notice={notice} />
      <p className={forms.hint}>
        New customer? <Link to="/register">Create your account</Link>
      </p>
    </form>
  );
}
