// The contact page's Information block: phone, e-mail, address and the spec's opening hours (SPEC §2).
import styles from './ContactPage.module.css';

export function ContactInformation() {
  return (
    <section aria-labelledby="contact-information" className={styles.information}>
      <h2 id="contact-information">Information</h2>
      <dl className={styles.facts}>
        <dt>Phone</dt>
        <dd>
          <a href="tel:+18001234567">+1 (800) 123-4567</a>
        </dd>
        <dt>E-mail</dt>
        <dd>
          <a href="mailto:support@storefront.example">support@storefront.example</a>
        </dd>
        <dt>Address</dt>
        <dd>1 Market Street, San Francisco, CA 94105</dd>
        <dt>Opening hours</dt>
        <dd>
          Mon-Sat 7:30am-8:00pm PST
          <br />
          Sunday 9:00am-5:00pm PST
        </dd>
      </dl>
    </section>
  );
}
