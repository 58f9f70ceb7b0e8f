// Contact (/contact): how to reach the store. The Get In Touch form is the content issue's work.
import styles from '../page.module.css';

export default function ContactPage() {
  return (
    <div className={styles.page} data-boundary="content">
      <h1>Contact</h1>
      <section aria-labelledby="contact-information">
        <h2 id="contact-information">Information</h2>
        <dl className={styles.facts}>
          <dt>Phone</dt>
          <dd><a href="tel:+18001234567">+1 (800) 123-4567</a></dd>
          <dt>E-mail</dt>
          <dd><a href="mailto:support@storefront.example">support@storefront.example</a></dd>
          <dt>Address</dt>
          <dd>1 Market Street, San Francisco, CA 94105</dd>
          <dt>Opening hours</dt>
          <dd>Mon-Sat 7:30am-8:00pm PST<br />Sunday 9:00am-5:00pm PST</dd>
        </dl>
      </section>
    </div>
  );
}
