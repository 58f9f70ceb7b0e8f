// Search side panel (SPEC §2): the search box, four keyword tags, then either the results or the Recently viewed grid.
import { useState } from 'react';
import type { OverlayComponentProps } from '@storefront/shared';
import { OverlayDialog } from '../../components/OverlayDialog/OverlayDialog';
import { SearchForm } from '../../components/SearchForm/SearchForm';
import { SearchResults } from '../../components/SearchResults/SearchResults';
import { RecentlyViewed } from './RecentlyViewed';
import { SEARCH_KEYWORDS } from './searchKeywords';
import styles from './SearchPanel.module.css';

const PANEL_RESULT_LIMIT = 8;

export default function SearchPanel({ close }: OverlayComponentProps) {
  const [query, setQuery] = useState('');
  return (
    <OverlayDialog title="Search" close={close} shape="panel">
      <div className={styles.body}>
        <SearchForm id="search-panel-input" initialQuery={query} onSearch={setQuery} />
        <div className={styles.keywords} role="group" aria-label="Popular searches">
          {SEARCH_KEYWORDS.map((keyword) => (
            <button key={keyword} type="button" className={styles.keyword} onClick={() => setQuery(keyword)}>
              {keyword}
            </button>
          ))}
        </div>
        {query ? <SearchResults query={query} limit={PANEL_RESULT_LIMIT} columns={2} /> : <RecentlyViewed />}
      </div>
    </OverlayDialog>
  );
}
