// A checkout field's error message, under the field; its id is what the field's aria-describedby points at.
import styles from './CustomerForm.module.css';

export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;

export function FieldError({ fieldId, message }: { fieldId: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={fieldErrorId(fieldId)} className={styles.error}>
      {message}
    </p>
  );
}

/** The attributes that tie a field to its error, or mark it valid. */
export function errorAttributes(fieldId: string, message?: string) {
  return { 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? fieldErrorId(fieldId) : undefined } as const;
}
