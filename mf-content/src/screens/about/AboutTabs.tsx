// The about page's tabs (Introduction, Our Vision, What Sets Us Apart, Our Commitment): a WAI-ARIA tab list,
// switched by click or by the arrow, Home and End keys.
import { useRef, useState, type KeyboardEvent } from 'react';
import { ABOUT_TABS } from './aboutContent';
import styles from './AboutPage.module.css';

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function AboutTabs() {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent) {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(selected, ABOUT_TABS.length);
    setSelected(next);
    tabs.current[next]?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label="About us" className={styles.tabList}>
        {ABOUT_TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            onKeyDown={onKeyDown}
            id={`about-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`about-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {ABOUT_TABS.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`about-panel-${tab.id}`}
          aria-labelledby={`about-tab-${tab.id}`}
          tabIndex={0}
          hidden={index !== selected}
          className={styles.tabPanel}
        >
          <p>{tab.text}</p>
        </div>
      ))}
    </div>
  );
}
