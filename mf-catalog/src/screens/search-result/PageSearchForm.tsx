// The search page's box: it starts with the query of the URL (the page keys it by that query, so a new one resets it)
// and searches by putting the text typed there.
import { useState } from 'react';
import { SearchForm } from '../../components/SearchForm/SearchForm';

export function PageSearchForm({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const [text, setText] = useState(query);
  return <SearchForm id="search-page-input" value={text} onChange={setText} onSubmit={onSearch} />;
}
