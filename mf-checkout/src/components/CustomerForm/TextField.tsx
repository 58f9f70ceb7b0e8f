// One labelled checkout input with its error message; used by the customer and address fields.
import type { HTMLInputTypeAttribute } from 'react';
import { FieldError, errorAttributes } from './FieldError';
import { RequiredMark } from './RequiredMark';
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
  /** Marked and enforced on placing the order. */
  required?: boolean;
}

export function TextField({ id, label, value, onChange, error, type = 'text', autoComplete, maxLength, required = false }: TextFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-required={required || undefined}
        {...errorAttributes(id, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
