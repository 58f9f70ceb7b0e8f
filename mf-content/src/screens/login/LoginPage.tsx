// Login (/login): the spec's form, working (LoginForm); opened from the confirmation e-mail's link it first confirms
// the address (EmailConfirmation).
import { useLocation, useSearchParams } from 'react-router-dom';
import { FormNotice } from '../../account/FormNotice';
import page from '../page.module.css';
import { EmailConfirmation } from './EmailConfirmation';
import { LoginForm } from './LoginForm';

export default function LoginPage() {
  const [params] = useSearchParams();
  const verify = params.get('verify');
  // What the page that sent the shopper here had to say (a deleted account).
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  return (
    <div className={page.page} data-boundary="content">
      <div className={page.narrow}>
        <h1>Login</h1>
        {verify && <EmailConfirmation token={verify} />}
        {typeof notice === 'string' && <FormNotice notice={{ tone: 'success', text: notice }} />}
        <LoginForm />
      </div>
    </div>
  );
}
