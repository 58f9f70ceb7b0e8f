// The product search box (a required text input and a submit button); used by the search panel and the search page.
import { useEffect, useState, type FormEvent } from 'react';
import styles from './SearchForm.module.css';

interface Props {
  initialQuery?: string;
  onSearch: (query: string) => void;
  /** Distinguishes the input's id when the panel opens over the search page. */
  id: string;
}

export function SearchForm({ initialQuery = '', onSearch, id }: Props) {
  const [text, setText] = useState(initialQuery);
  useEffect(() => setText(initialQuery), [initialQuery]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) onSearch(text.trim());
  };
  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <input
        id={id}
        type="search"
        required
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search products…"
        className={styles.input}
      />
      <button type="submit" className={styles.submit}>
        Search
      </button>
    </form>
  );
}
