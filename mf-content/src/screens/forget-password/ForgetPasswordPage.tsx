// Forgot password (/forget-password): an e-mail field and Submit, which asks the API to e-mail a reset link (the same
// answer for any address). Opened from that link (`?reset=…`) it asks for the new password instead.
import { useSearchParams } from 'react-router-dom';
import page from '../page.module.css';
import { NewPasswordForm } from './NewPasswordForm';
import { ResetRequestForm } from './ResetRequestForm';

export default function ForgetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('reset');
  return (
    <div className={page.page} data-boundary="content">
      <div className={page.narrow}>
        {token ? (
          <>
            <h1>Choose a new password</h1>
            <NewPasswordForm token={token} />
          </>
        ) : (
          <>
            <h1>Reset your password</h1>
            <ResetRequestForm />
          </>
        )}
      </div>
    </div>
  );
}
