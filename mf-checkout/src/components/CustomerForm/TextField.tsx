// One labelled checkout input with its error message; used by the customer form for every text field.
import type { HTMLInputTypeAttribute } from 'react';
import styles from './CustomerForm.module.css';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  maxLength?: number;
  /** Enforced on placing the order; other fields are only marked required (SPEC §5). */
  enforced?: boolean;
}

export function TextField({ id, label, value, onChange, error, type = 'text', autoComplete, maxLength, enforced = false }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        <span className={styles.required} aria-hidden="true"> *</span>
      </label>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-required={enforced || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
