// A form whose submit does nothing beyond the browser's own `required` checks (SPEC §1, §5: login, account, FAQ
// and similar forms are static). Used by every static content form.
import type { FormEvent, ReactNode } from 'react';
import forms from './forms.module.css';

const doNothing = (event: FormEvent) => event.preventDefault();

export function StaticForm({ label, children }: { label: string; children: ReactNode }) {
  return (
    <form className={forms.form} aria-label={label} onSubmit={doNothing}>
      {children}
    </form>
  );
}
