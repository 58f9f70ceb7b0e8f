// The product search box (a required text input and a submit button); the search panel and the search page hold its text.
// Before the page's scripts run, or without them, it asks for the search page of its text (a GET form, decision 0061).
import type { FormEvent } from 'react';
import { SEARCH_MAX_LENGTH } from '@storefront/shared';
import { SEARCH_PAGE_PATH, SEARCH_QUERY_PARAM } from '../../screens/search-result/searchPageUrl';
import styles from './SearchForm.module.css';

interface Props {
  /** Distinguishes the input's id when the panel opens over the search page. */
  id: string;
  value: string;
  onChange: (text: string) => void;
  /** Enter or Search, with the text trimmed; never with an empty one. */
  onSubmit: (query: string) => void;
}

export function SearchForm({ id, value, onChange, onSubmit }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onSubmit(value.trim());
  };
  return (
    <form role="search" className={styles.form} onSubmit={submit} method="get" action={SEARCH_PAGE_PATH}>
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <input
        id={id}
        name={SEARCH_QUERY_PARAM}
        type="search"
        required
        maxLength={SEARCH_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search products…"
        className={styles.input}
      />
      <button type="submit" className={styles.submit}>
        Search
      </button>
    </form>
  );
}
