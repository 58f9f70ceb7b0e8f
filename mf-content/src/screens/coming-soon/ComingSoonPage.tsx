// Coming soon (/coming-soon): heading, a countdown of the spec's timer value (1007500 s from when the page
// opens), the blocked subscribe field and social links.
import { useState } from 'react';
import { COUNTDOWN_SAMPLE } from '@storefront/shared';
import { countdownTargetIn } from '@storefront/shared/countdown';
import { Countdown } from '../../components/countdown/Countdown';
import page from '../page.module.css';
import styles from './ComingSoonPage.module.css';
import { SocialLinks } from './SocialLinks';
import { SubscribeForm } from './SubscribeForm';

export default function ComingSoonPage() {
  const [target] = useState(() => countdownTargetIn(COUNTDOWN_SAMPLE));
  return (
    <div className={page.page} data-boundary="content">
      <div className={styles.hero}>
        <h1>We are launching soon</h1>
        <p className={styles.lead}>Something new is on its way. Leave your e-mail and be the first to know.</p>
        <Countdown target={target} />
        <SubscribeForm />
        <SocialLinks />
      </div>
    </div>
  );
}
