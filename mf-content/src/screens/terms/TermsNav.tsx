// The terms page's sticky side list: numbered links that scroll smoothly to their section and mark the one in view.
import type { MouseEvent } from 'react';
import { TERMS_SECTIONS } from './termsSections';
import styles from './TermsPage.module.css';

export function TermsNav({ activeId, onChoose }: { activeId: string | undefined; onChoose: (id: string) => void }) {
  function choose(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const section = document.getElementById(id);
    if (!section) return;
    event.preventDefault();
    section.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue reading from the chosen section.
    section.focus({ preventScroll: true });
    onChoose(id);
  }

  return (
    <nav aria-label="Terms sections" className={styles.nav}>
      <ol>
        {TERMS_SECTIONS.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={section.id === activeId ? 'location' : undefined}
              className={section.id === activeId ? styles.active : undefined}
              onClick={(event) => choose(event, section.id)}
            >
              {section.number}. {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
