// A password input with a show/hide toggle, used by login, register, the new-password form and the account's
// change-password block; an optional hint under it is tied to the input.
import { useId, useState } from 'react';
import { ACCOUNT_LIMITS } from '@storefront/shared/limits';
import forms from './forms.module.css';
import styles from './PasswordField.module.css';

export function PasswordField({
  label,
  name,
  autoComplete = 'current-password',
  required = true,
  hint,
}: {
  label: string;
  name: string;
  autoComplete?: string;
  required?: boolean;
  hint?: string;
}) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={forms.field}>
      <label className={forms.label} htmlFor={id}>
        {label}
      </label>
      <span className={styles.wrapper}>
        <input
          id={id}
          className={forms.input}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          required={required}
          maxLength={ACCOUNT_LIMITS.password}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <button type="button" className={styles.toggle} aria-controls={id} onClick={() => setVisible((shown) => !shown)}>
          {visible ? 'Hide' : 'Show'}
          <span className="visually-hidden"> {label.replace(/\s*\*$/, '').toLowerCase()}</span>
        </button>
      </span>
      {hint && (
        <span id={`${id}-hint`} className={forms.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}
