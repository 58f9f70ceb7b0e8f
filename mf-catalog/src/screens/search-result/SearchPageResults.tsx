// The search page's results: one page of the server's answer (8 a page) with the store's pagination; while another
// page is on its way the one shown stays, marked busy.
import { useSearchProductsQuery } from '@storefront/shared';
import { Pagination } from '../../components/Pagination/Pagination';
import { SearchResults } from '../../components/SearchResults/SearchResults';
import { queryError } from '../../hooks/queryError';
import { searchParamsFor } from './searchPageUrl';

interface Props {
  query: string;
  page: number;
  onPageChange: (page: number) => void;
}

export function SearchPageResults({ query, page, onPageChange }: Props) {
  // Page 1 asked for without a page, so ?q=head and ?q=head&page=1 are one question, and one cached answer.
  const search = useSearchProductsQuery({ q: query, page: page > 1 ? page : undefined });
  const answer = search.currentData ?? search.data;
  return (
    <SearchResults answer={answer} busy={search.currentData === undefined && answer !== undefined} error={queryError(search)} onRetry={search.refetch}>
      {answer && (
        <Pagination
          page={answer.page}
          totalPages={answer.totalPages}
          onChange={onPageChange}
          paramsOf={(target) => new URLSearchParams(searchParamsFor(query, target))}
        />
      )}
    </SearchResults>
  );
}
