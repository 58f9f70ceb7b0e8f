// Register (/register): first and last name, e-mail and password with show/hide. Signs up through the API, which
// e-mails a link to confirm the address; the answer is the same whether or not the address has an account already.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useSignUpMutation } from '@storefront/shared';
import { ACCOUNT_LIMITS } from '@storefront/shared/limits';
import { apiMessage } from '../../account/apiMessage';
import { FormNotice, type Notice } from '../../account/FormNotice';
import { useHydrated } from '../../account/useHydrated';
import forms from '../../components/forms.module.css';
import { NameFields } from '../../components/NameFields';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import page from '../page.module.css';

export const PASSWORD_HINT = `At least ${ACCOUNT_LIMITS.passwordMin} characters.`;

export default function RegisterPage() {
  const [signUp, { isLoading }] = useSignUpMutation();
  const [notice, setNotice] = useState<Notice>(null);
  const hydrated = useHydrated();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const text = (name: string) => String(fields.get(name) ?? '');
    setNotice(null);
    try {
      const answer = await signUp({
        firstName: text('firstName').trim(),
        lastName: text('lastName').trim(),
        email: text('email').trim(),
        password: text('password'),
      }).unwrap();
      form.reset();
      setNotice({ tone: 'success', text: answer.message });
    } catch (error) {
      setNotice({ tone: 'error', text: apiMessage(error) });
    }
  }

  return (
    <div className={page.page} data-boundary="content">
      <div className={page.narrow}>
        <h1>Register</h1>
        <form className={forms.form} aria-label="Register" method="post" onSubmit={submit}>
          <NameFields />
          <TextField label="Email *" name="email" type="email" autoComplete="email" maxLength={ACCOUNT_LIMITS.email} required />
          <PasswordField label="Password *" name="password" autoComplete="new-password" hint={PASSWORD_HINT} />
          <button className={forms.button} type="submit" disabled={!hydrated || isLoading}>
            Register
          </button>
          <FormNotice notice={notice} />
          <p className={forms.hint}>
            Already have an account? <Link to="/login">Login here</Link>
          </p>
        </form>
      </div>
    </div>
  );
}
