// My account (/my-account): the account details form with the change-password block. Static sample data (SPEC §2).
import { COUNTRIES } from '@storefront/shared/countries';
import forms from '../../components/forms.module.css';
import { PasswordField } from '../../components/PasswordField';
import { StaticForm } from '../../components/StaticForm';
import { TextField } from '../../components/TextField';
import { AccountLayout } from './AccountLayout';
import styles from './AccountLayout.module.css';
import { SAMPLE_ACCOUNT } from './sampleAccount';

export default function MyAccountPage() {
  return (
    <AccountLayout title="My Account">
      <StaticForm label="Account details">
        <h2>Account Details</h2>
        <div className={forms.row}>
          <TextField label="First name *" name="firstName" autoComplete="given-name" defaultValue={SAMPLE_ACCOUNT.firstName} required />
          <TextField label="Last name *" name="lastName" autoComplete="family-name" defaultValue={SAMPLE_ACCOUNT.lastName} required />
        </div>
        <div className={forms.row}>
          <TextField label="Email *" name="email" type="email" autoComplete="email" defaultValue={SAMPLE_ACCOUNT.email} required />
          <TextField label="Phone *" name="phone" type="tel" autoComplete="tel" defaultValue={SAMPLE_ACCOUNT.phone} required />
        </div>
        <label className={forms.field}>
          <span className={forms.label}>Country</span>
          <select className={forms.input} name="country" defaultValue={SAMPLE_ACCOUNT.country} autoComplete="country">
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset className={styles.block}>
          <legend>Change Password</legend>
          <PasswordField label="Password" name="password" required={false} />
          <PasswordField label="New Password" name="newPassword" autoComplete="new-password" required={false} />
          <PasswordField label="Confirm Password" name="confirmPassword" autoComplete="new-password" required={false} />
        </fieldset>
        <button className={forms.button} type="submit">
          Update Account
        </button>
      </StaticForm>
    </AccountLayout>
  );
}
