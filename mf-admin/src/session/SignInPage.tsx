// The sign-in form every /admin page shows to a visitor without a session. Once the API accepts the operator, the
// page they asked for appears in its place (the URL never changed); a refusal is said in the API's words, and what
// was typed stays.
import { useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES } from '@storefront/shared/admin';
import { useSignInMutation } from '../apiClient/adminApi';
import { Notice } from '../components/Notice';
import ui from '../components/ui.module.css';
import { signInMessage } from './signInMessage';
import styles from './SignInPage.module.css';

export function SignInPage({ ended }: { ended: boolean }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [signIn, { isLoading, error }] = useSignInMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn({ email: email.trim(), password });
  };

  return (
    <main id="admin-main" className={styles.page}>
      <form className={styles.form} onSubmit={submit} aria-labelledby="admin-sign-in-title" data-boundary="admin">
        <h1 id="admin-sign-in-title">Sign in to the console</h1>
        {ended && !error ? <Notice tone="info">{ADMIN_MESSAGES.sessionExpired}</Notice> : null}
        {error ? <Notice tone="error">{signInMessage(error)}</Notice> : null}
        <div className={ui.field}>
          <label htmlFor="admin-sign-in-email">E-mail</label>
          <input id="admin-sign-in-email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className={ui.field}>
          <label htmlFor="admin-sign-in-password">Password</label>
          <input
            id="admin-sign-in-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <button type="submit" className={ui.button} disabled={isLoading}>
          {isLoading ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
