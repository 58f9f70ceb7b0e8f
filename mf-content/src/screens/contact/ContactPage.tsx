// Contact (/contact): the Get In Touch form beside the store's contact information.
import page from '../page.module.css';
import { ContactForm } from './ContactForm';
import { ContactInformation } from './ContactInformation';
import styles from './ContactPage.module.css';

export default function ContactPage() {
  return (
    <div className={page.page} data-boundary="content">
      <h1>Contact</h1>
      <div className={styles.columns}>
        <ContactForm />
        <ContactInformation />
      </div>
    </div>
  );
}
