// A labelled form field with its validation message beside it (announced with the field, and marked invalid).
import type { ReactNode } from 'react';
import ui from './ui.module.css';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** The control; it gets `id`, `aria-invalid` and `aria-describedby` from here. */
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

export function Field({ id, label, error, hint, children }: FieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={ui.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': described || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className={ui.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={ui.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
