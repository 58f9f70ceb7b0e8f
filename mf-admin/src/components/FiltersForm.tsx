// A list's search and filters as one form: Apply filters hands the named fields' values to `onApply` (the list puts them
// in the URL and starts on page 1), Clear goes back to the unfiltered list. The fields are the list's own (children),
// drawn afresh from the URL, so back and forward show the filters of that page.
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import ui from './ui.module.css';

interface FiltersFormProps<Name extends string> {
  /** The fields' names, as the list's URL holds them. */
  names: readonly Name[];
  /** The search landmark's name, e.g. "Find orders". */
  label: string;
  onApply: (filters: Record<Name, string>) => void;
  children: ReactNode;
}

export function FiltersForm<Name extends string>({ names, label, onApply, children }: FiltersFormProps<Name>) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onApply(Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '')])) as Record<Name, string>);
  };
  return (
    <form className={ui.filters} onSubmit={submit} role="search" aria-label={label}>
      {children}
      <div className={ui.actions}>
        <button type="submit" className={ui.button}>
          Apply filters
        </button>
        <Link to="?" className={ui.secondary}>
          Clear
        </Link>
      </div>
    </form>
  );
}
