// One FAQ section: its heading and a disclosure per question (native details/summary, so keyboard and screen
// readers work without script).
import type { FaqSection } from './faqContent';
import styles from './FaqsPage.module.css';

export function FaqAccordion({ section }: { section: FaqSection }) {
  return (
    <section aria-labelledby={`faq-${section.id}`} className={styles.section}>
      <h2 id={`faq-${section.id}`}>{section.title}</h2>
      {section.questions.map((item) => (
        <details key={item.question} className={styles.item}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
