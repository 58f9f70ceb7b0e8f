// A labelled input for the content forms; extra input attributes (type, required, autoComplete …) pass through.
import type { InputHTMLAttributes } from 'react';
import forms from './forms.module.css';

export function TextField({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={forms.field}>
      <span className={forms.label}>{label}</span>
      <input className={forms.input} {...input} />
    </label>
  );
}
