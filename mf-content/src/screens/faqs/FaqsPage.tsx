// FAQs (/FAQs): the three accordion sections beside the Ask Your Question form.
import page from '../page.module.css';
import { AskQuestionForm } from './AskQuestionForm';
import { FaqAccordion } from './FaqAccordion';
import { FAQ_SECTIONS } from './faqContent';
import styles from './FaqsPage.module.css';

export default function FaqsPage() {
  return (
    <div className={page.page} data-boundary="content">
      <h1>Frequently Asked Questions</h1>
      <div className={styles.columns}>
        <div>
          {FAQ_SECTIONS.map((section) => (
            <FaqAccordion key={section.id} section={section} />
          ))}
        </div>
        <aside className={styles.ask}>
          <AskQuestionForm />
        </aside>
      </div>
    </div>
  );
}
