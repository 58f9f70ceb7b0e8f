// Services (/services): what the shop does for a shopper, and where each service is used (decision 0021:
// the menu's Services link leads to a real page, not the not-found page).
import { Link } from 'react-router-dom';
import { LICENSE_TYPES, licenseFeatures } from '@storefront/shared/license';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import page from '../page.module.css';
import { SERVICES } from './servicesContent';
import styles from './ServicesPage.module.css';

export default function ServicesPage() {
  return (
    <div className={page.page} data-boundary="content">
      <Breadcrumbs crumbs={[{ label: 'Homepage', to: '/' }, { label: 'Services' }]} />
      <h1>Our Services</h1>
      <ul className={styles.services}>
        {SERVICES.map((service) => (
          <li key={service.id} className={styles.service}>
            <h2 id={`service-${service.id}`}>{service.title}</h2>
            <p>{service.text}</p>
            <Link to={service.link.to} aria-describedby={`service-${service.id}`}>
              {service.link.label}
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="license-tiers" className={styles.licenses}>
        <h2 id="license-tiers">License tiers</h2>
        <dl className={styles.tiers}>
          {LICENSE_TYPES.map((tier) => (
            <div key={tier} className={styles.tier}>
              <dt>{tier}</dt>
              {licenseFeatures(tier).map((feature) => (
                <dd key={feature}>{feature}</dd>
              ))}
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
