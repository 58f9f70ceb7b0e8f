// Login (/login): e-mail, password with show/hide, Remember me (checked), links to reset and register. Static (SPEC §2).
import { Link } from 'react-router-dom';
import forms from '../../components/forms.module.css';
import { PasswordField } from '../../components/PasswordField';
import { StaticForm } from '../../components/StaticForm';
import { TextField } from '../../components/TextField';
import page from '../page.module.css';

export default function LoginPage() {
  return (
    <div className={page.page} data-boundary="content">
      <div className={page.narrow}>
        <h1>Login</h1>
        <StaticForm label="Login">
          <TextField label="Email *" name="email" type="email" autoComplete="email" required />
          <PasswordField label="Password *" name="password" />
          <div className={forms.links}>
            <label className={forms.check}>
              <input type="checkbox" name="remember" defaultChecked />
              Remember me
            </label>
            <Link to="/forget-password">Forgot your password?</Link>
          </div>
          <button className={forms.button} type="submit">
            Login
          </button>
          <p className={forms.hint}>
            New customer? <Link to="/register">Create your account</Link>
          </p>
        </StaticForm>
      </div>
    </div>
  );
}
