// The search panel's query: what the shopper typed, once typing has paused for 250 ms (one search per word, not per
// key), or at once for Enter and the keyword tags.
import { useCallback, useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 250;

export function usePanelQuery() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const searchNow = useCallback((value: string) => {
    setText(value);
    setQuery(value.trim());
  }, []);
  return { text, setText, query, searchNow };
}
