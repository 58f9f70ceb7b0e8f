// Size guide panel (SPEC §2, §9): a Size tab with height and weight sliders and body types, and a Size Guide tab with the table.
import { useState } from 'react';
import type { OverlayComponentProps } from '@storefront/shared';
import { OverlayDialog } from '../../components/OverlayDialog/OverlayDialog';
import { SizeFinder } from './SizeFinder';
import { SizeTable } from './SizeTable';
import styles from './SizeGuide.module.css';

const TABS = ['Size', 'Size Guide'] as const;

export default function SizeGuidePanel({ close }: OverlayComponentProps) {
  const [tab, setTab] = useState<(typeof TABS)[number]>('Size');
  return (
    <OverlayDialog title="Size guide" close={close} shape="panel">
      <div role="tablist" aria-label="Size guide" className={styles.tabs}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`size-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="size-tab-panel"
            className={styles.tab}
            onClick={() => setTab(name)}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="size-tab-panel" aria-labelledby={`size-tab-${tab}`} className={styles.panel}>
        {tab === 'Size' ? <SizeFinder /> : <SizeTable />}
      </div>
    </OverlayDialog>
  );
}
