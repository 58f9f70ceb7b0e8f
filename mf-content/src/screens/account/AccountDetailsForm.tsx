// My account's form (SPEC §2): first and last name, e-mail, phone, country, and the change-password block (Password,
// New Password, Confirm Password) under one Update Account button. The details are saved; when a new password is
// typed, it is changed too (the current one is needed). The e-mail names the account and is shown, not changed here.
import { useState, type FormEvent } from 'react';
import { useChangePasswordMutation, useSaveAccountDetailsMutation } from '@storefront/shared';
import { ACCOUNT_MESSAGES } from '@storefront/shared/account';
import { ACCOUNT_LIMITS } from '@storefront/shared/limits';
import type { Customer } from '@storefront/shared/schemas';
import { apiMessage } from '../../account/apiMessage';
import { FormNotice, type Notice } from '../../account/FormNotice';
import { useHydrated } from '../../account/useHydrated';
import forms from '../../components/forms.module.css';
import { CountryField } from '../../components/CountryField';
import { NameFields } from '../../components/NameFields';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { PASSWORDS_DIFFER } from '../forget-password/NewPasswordForm';
import styles from './AccountLayout.module.css';

export const CURRENT_PASSWORD_NEEDED = 'Type your current password to choose a new one.';

export function AccountDetailsForm({ customer }: { customer: Customer }) {
  const [saveDetails, saving] = useSaveAccountDetailsMutation();
  const [changePassword, changing] = useChangePasswordMutation();
  const [notice, setNotice] = useState<Notice>(null);
  const hydrated = useHydrated();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const text = (name: string) => String(fields.get(name) ?? '');
    const [current, next, confirm] = [text('password'), text('newPassword'), text('confirmPassword')];
    if (next !== '' || confirm !== '') {
      if (next !== confirm) return setNotice({ tone: 'error', text: PASSWORDS_DIFFER });
      if (current === '') return setNotice({ tone: 'error', text: CURRENT_PASSWORD_NEEDED });
    }
    setNotice(null);
    try {
      await saveDetails({
        firstName: text('firstName').trim(),
        lastName: text('lastName').trim(),
        phone: text('phone').trim(),
        country: text('country'),
      }).unwrap();
      if (next !== '') {
        const answer = await changePassword({ currentPassword: current, newPassword: next }).unwrap();
        for (const name of ['password', 'newPassword', 'confirmPassword']) (form.elements.namedItem(name) as HTMLInputElement).value = '';
        return setNotice({ tone: 'success', text: `${ACCOUNT_MESSAGES.detailsSaved} ${answer.message}` });
      }
      setNotice({ tone: 'success', text: ACCOUNT_MESSAGES.detailsSaved });
    } catch (error) {
      setNotice({ tone: 'error', text: apiMessage(error) });
    }
  }

  return (
    <form className={forms.form} aria-label="Account details" method="post" onSubmit={submit}>
      <h2>Account Details</h2>
      <NameFields firstName={customer.firstName} lastName={customer.lastName} />
      <div className={forms.row}>
        <TextField label="Email *" name="email" type="email" autoComplete="email" defaultValue={customer.email} readOnly />
        <TextField label="Phone" name="phone" type="tel" autoComplete="tel" defaultValue={customer.phone} maxLength={ACCOUNT_LIMITS.phone} />
      </div>
      <CountryField label="Country" defaultValue={customer.country} />
      <fieldset className={styles.block}>
        <legend>Change Password</legend>
        <PasswordField label="Password" name="password" required={false} />
        <PasswordField label="New Password" name="newPassword" autoComplete="new-password" required={false} />
        <PasswordField label="Confirm Password" name="confirmPassword" autoComplete="new-password" required={false} />
      </fieldset>
      <button className={forms.button} type="submit" disabled={!hydrated || saving.isLoading || changing.isLoading}>
        Update Account
      </button>
      <FormNotice notice={notice} />
    </form>
  );
}
