// Search page (/search-result): the search box (its query lives in ?q=, the page of results in ?page=), quick links,
// the server's results, and Product Recent.
import { useSearchParams } from 'react-router-dom';
import { PageSearchForm } from './PageSearchForm';
import { QuickLinks } from './QuickLinks';
import { ProductRecent } from './ProductRecent';
import { SearchPageResults } from './SearchPageResults';
import { searchPageOf, searchParamsFor, searchQueryOf } from './searchPageUrl';
import styles from './SearchResult.module.css';

export const EMPTY_QUERY_MESSAGE = 'Type a word in the box above to search the store.';

export default function SearchResultPage() {
  const [params, setParams] = useSearchParams();
  const query = searchQueryOf(params);
  return (
    <div className={styles.screen} data-boundary="catalog">
      <h1 className={styles.heading}>Search</h1>
      <PageSearchForm key={query} query={query} onSearch={(text) => setParams(searchParamsFor(text))} />
      <QuickLinks />
      {query ? (
        <SearchPageResults query={query} page={searchPageOf(params)} onPageChange={(page) => setParams(searchParamsFor(query, page))} />
      ) : (
        <p>{EMPTY_QUERY_MESSAGE}</p>
      )}
      <ProductRecent />
    </div>
  );
}
