// Register (/register): name, e-mail and password with show/hide. Static like login: submit does nothing (SPEC §1).
import { Link } from 'react-router-dom';
import forms from '../../components/forms.module.css';
import { PasswordField } from '../../components/PasswordField';
import { StaticForm } from '../../components/StaticForm';
import { TextField } from '../../components/TextField';
import page from '../page.module.css';

export default function RegisterPage() {
  return (
    <div className={page.page} data-boundary="content">
      <div className={page.narrow}>
        <h1>Register</h1>
        <StaticForm label="Register">
          <div className={forms.row}>
            <TextField label="First name *" name="firstName" autoComplete="given-name" required />
            <TextField label="Last name *" name="lastName" autoComplete="family-name" required />
          </div>
          <TextField label="Email *" name="email" type="email" autoComplete="email" required />
          <PasswordField label="Password *" name="password" autoComplete="new-password" />
          <button className={forms.button} type="submit">
            Register
          </button>
          <p className={forms.hint}>
            Already have an account? <Link to="/login">Login here</Link>
          </p>
        </StaticForm>
      </div>
    </div>
  );
}
