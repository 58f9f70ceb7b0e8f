// A list's filters kept in the URL's query, so a filtered page can be reloaded, bookmarked and shared. Changing the
// filters starts again on page 1.
import { useSearchParams } from 'react-router-dom';

export function useSearchFilters<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<Name, string>;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setFilters = (next: Partial<Record<Name, string>>) => {
    const search = new URLSearchParams();
    for (const name of names) {
      const value = (next[name] ?? '').trim();
      if (value) search.set(name, value);
    }
    setParams(search);
  };
  return { filters, page, setFilters, key: params.toString() };
}
