// A password input with a show/hide toggle, used by login, register and the account's change-password block.
import { useId, useState } from 'react';
import forms from './forms.module.css';
import styles from './PasswordField.module.css';

export function PasswordField({
  label,
  name,
  autoComplete = 'current-password',
  required = true,
}: {
  label: string;
  name: string;
  autoComplete?: string;
  required?: boolean;
}) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={forms.field}>
      <label className={forms.label} htmlFor={id}>
        {label}
      </label>
      <span className={styles.wrapper}>
        <input id={id} className={forms.input} name={name} type={visible ? 'text' : 'password'} autoComplete={autoComplete} required={required} />
        <button type="button" className={styles.toggle} aria-controls={id} onClick={() => setVisible((shown) => !shown)}>
          {visible ? 'Hide' : 'Show'}
          <span className="visually-hidden"> {label.replace(/\s*\*$/, '').toLowerCase()}</span>
        </button>
      </span>
    </div>
  );
}
