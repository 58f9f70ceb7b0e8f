// The about page's benefit icon boxes: 14-Day Returns, Free Shipping, 24/7 Support, Member Discounts (SPEC §9).
import { BENEFITS } from '@storefront/shared';
import styles from './AboutPage.module.css';
import { BenefitIcon, type BenefitIconName } from './BenefitIcon';

const DETAILS: Record<(typeof BENEFITS)[number], { icon: BenefitIconName; description: string }> = {
  '14-Day Returns': { icon: 'returns', description: 'Changed your mind? Send it back within 14 days.' },
  'Free Shipping': { icon: 'shipping', description: 'Free standard delivery on every order.' },
  '24/7 Support': { icon: 'support', description: 'We answer day and night, every day of the year.' },
  'Member Discounts': { icon: 'discount', description: 'Members get early access and lower prices.' },
};

export function BenefitBoxes() {
  return (
    <section aria-label="Our benefits" className={styles.benefits}>
      {BENEFITS.map((benefit) => (
        <div key={benefit} className={styles.benefit}>
          <span className={styles.benefitIcon}>
            <BenefitIcon name={DETAILS[benefit].icon} />
          </span>
          <h3>{benefit}</h3>
          <p>{DETAILS[benefit].description}</p>
        </div>
      ))}
    </section>
  );
}
