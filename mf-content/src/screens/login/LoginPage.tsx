// Login (/login): the spec's form, working (LoginForm); opened from the confirmation e-mail's link it first confirms
// the address (EmailConfirmation).
import { useSearchParams } from 'react-router-dom';
import page from '../page.module.css';
import { EmailConfirmation } from './EmailConfirmation';
import { LoginForm } from './LoginForm';

export default function LoginPage() {
  const [params] = useSearchParams();
  const verify = params.get('verify');
  return (
    <div className={page.page} data-boundary="content">
      <div className={page.narrow}>
        <h1>Login</h1>
        {verify && <EmailConfirmation token={verify} />}
        <LoginForm />
      </div>
    </div>
  );
}
