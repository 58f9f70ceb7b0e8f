// Forgot password (/forget-password): an e-mail field and Submit, which does nothing (SPEC §2).
import { Link } from 'react-router-dom';
import forms from '../../components/forms.module.css';
import { StaticForm } from '../../components/StaticForm';
import { TextField } from '../../components/TextField';
import page from '../page.module.css';

export default function ForgetPasswordPage() {
  return (
    <div className={page.page} data-boundary="content">
      <div className={page.narrow}>
        <h1>Reset your password</h1>
        <p className={forms.hint}>We will send you an e-mail to reset your password.</p>
        <StaticForm label="Reset your password">
          <TextField label="Email *" name="email" type="email" autoComplete="email" required />
          <button className={forms.button} type="submit">
            Submit
          </button>
          <Link to="/login">Cancel</Link>
        </StaticForm>
      </div>
    </div>
  );
}
