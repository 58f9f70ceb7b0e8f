// Terms of use (/term-of-use): breadcrumbs, the sticky numbered side list with scrollspy, and the five sections.
import { Breadcrumbs } from '../../components/Breadcrumbs';
import page from '../page.module.css';
import { TermsNav } from './TermsNav';
import { TERMS_SECTIONS } from './termsSections';
import styles from './TermsPage.module.css';
import { useScrollSpy } from './useScrollSpy';

const SECTION_IDS = TERMS_SECTIONS.map((section) => section.id);

export default function TermsPage() {
  const [activeId, setActiveId] = useScrollSpy(SECTION_IDS);
  return (
    <div className={page.page} data-boundary="content">
      <Breadcrumbs crumbs={[{ label: 'Homepage', to: '/' }, { label: 'Pages' }, { label: 'Terms of use' }]} />
      <h1>Terms of use</h1>
      <div className={styles.layout}>
        <TermsNav activeId={activeId} onChoose={setActiveId} />
        <div>
          {TERMS_SECTIONS.map((section) => (
            <section key={section.id} id={section.id} tabIndex={-1} aria-labelledby={`${section.id}-title`} className={styles.section}>
              <h2 id={`${section.id}-title`}>
                {section.number}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
