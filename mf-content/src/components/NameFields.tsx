// The first and last name, side by side, of the account forms (register, account details, a saved address).
import { ACCOUNT_LIMITS } from '@storefront/shared/limits';
import forms from './forms.module.css';
import { TextField } from './TextField';

export function NameFields({ firstName, lastName }: { firstName?: string; lastName?: string }) {
  return (
    <div className={forms.row}>
      <TextField label="First name *" name="firstName" autoComplete="given-name" defaultValue={firstName} maxLength={ACCOUNT_LIMITS.firstName} required />
      <TextField label="Last name *" name="lastName" autoComplete="family-name" defaultValue={lastName} maxLength={ACCOUNT_LIMITS.lastName} required />
    </div>
  );
}
