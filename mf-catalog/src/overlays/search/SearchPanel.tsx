// Search side panel (SPEC §2): the search box, four keyword tags, then either the server's suggestions for what was
// typed or the Recently viewed grid.
import type { OverlayComponentProps } from '@storefront/shared';
import { OverlayDialog } from '../../components/OverlayDialog/OverlayDialog';
import { SearchForm } from '../../components/SearchForm/SearchForm';
import { PanelResults } from './PanelResults';
import { RecentlyViewed } from './RecentlyViewed';
import { SEARCH_KEYWORDS } from './searchKeywords';
import { usePanelQuery } from './usePanelQuery';
import styles from './SearchPanel.module.css';

export default function SearchPanel({ close }: OverlayComponentProps) {
  const { text, setText, query, searchNow } = usePanelQuery();
  return (
    <OverlayDialog title="Search" close={close} shape="panel">
      <div className={styles.body}>
        <SearchForm id="search-panel-input" value={text} onChange={setText} onSubmit={searchNow} />
        <div className={styles.keywords} role="group" aria-label="Popular searches">
          {SEARCH_KEYWORDS.map((keyword) => (
            <button key={keyword} type="button" className={styles.keyword} onClick={() => searchNow(keyword)}>
              {keyword}
            </button>
          ))}
        </div>
        {query ? <PanelResults query={query} /> : <RecentlyViewed />}
      </div>
    </OverlayDialog>
  );
}
