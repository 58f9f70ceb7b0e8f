// The search panel's suggestions for its query: the first 8 results and "View all N results" to the search page.
import { Link } from 'react-router-dom';
import { SearchResults } from '../../components/SearchResults/SearchResults';
import { useSearchSuggestions } from './useSearchSuggestions';
import styles from './SearchPanel.module.css';

export function PanelResults({ query }: { query: string }) {
  const { answer, busy, error, retry } = useSearchSuggestions(query);
  return (
    <SearchResults answer={answer} busy={busy} error={error} onRetry={retry} columns={2}>
      {answer && answer.total > answer.products.length && (
        <Link to={`/search-result?q=${encodeURIComponent(answer.query)}`} className={styles.viewAll}>
          View all {answer.total} results
        </Link>
      )}
    </SearchResults>
  );
}
