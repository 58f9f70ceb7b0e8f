// One labelled, required checkout select (country, state) with its error message.
import { FieldError, errorAttributes } from './FieldError';
import { RequiredMark } from './RequiredMark';
import styles from './CustomerForm.module.css';

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  /** The first, empty option's text. */
  placeholder: string;
  options: readonly { code: string; name: string }[];
  onChange: (value: string) => void;
  error?: string;
  autoComplete?: string;
}

export function SelectField({ id, label, value, placeholder, options, onChange, error, autoComplete }: SelectFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        <RequiredMark />
      </label>
      <select
        id={id}
        name={id}
        value={value}
        autoComplete={autoComplete}
        aria-required
        {...errorAttributes(id, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
