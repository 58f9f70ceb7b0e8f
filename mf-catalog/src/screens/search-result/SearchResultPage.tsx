// Search page (/search-result): the search box (its query lives in ?q=), quick links, the results, and Product Recent.
import { useSearchParams } from 'react-router-dom';
import { SearchForm } from '../../components/SearchForm/SearchForm';
import { SearchResults } from '../../components/SearchResults/SearchResults';
import { QuickLinks } from './QuickLinks';
import { ProductRecent } from './ProductRecent';
import styles from './SearchResult.module.css';

export default function SearchResultPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  return (
    <div className={styles.screen} data-boundary="catalog">
      <h1 className={styles.heading}>Search</h1>
      <SearchForm id="search-page-input" initialQuery={query} onSearch={(text) => setParams({ q: text })} />
      <QuickLinks />
      {query && <SearchResults query={query} />}
      <ProductRecent />
    </div>
  );
}
