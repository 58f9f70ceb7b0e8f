// The strip above the header (a labelled region, so no page content sits outside a landmark): the store's phone and e-mail, the Our Store link, and the currency and language pickers.
import { Link } from 'react-router-dom';
import { STORE_CONTACT } from '@storefront/shared';
import { CurrencySelect } from './CurrencySelect';
import { LanguageSelect } from './LanguageSelect';
import styles from './TopBar.module.css';

export function TopBar() {
  return (
    <section className={styles.bar} aria-label="Store contact and preferences">
      <div className={styles.inner}>
        <ul className={styles.contact} aria-label="Contact us">
          <li>
            <a href={STORE_CONTACT.phoneHref}>{STORE_CONTACT.phone}</a>
          </li>
          <li>
            <a href={`mailto:${STORE_CONTACT.email}`}>{STORE_CONTACT.email}</a>
          </li>
        </ul>
        <div className={styles.tools}>
          <Link to="/store-list" className={styles.storeLink}>
            Our Store
          </Link>
          <CurrencySelect id="topbar-currency" />
          <LanguageSelect id="topbar-language" />
        </div>
      </div>
    </section>
  );
}
