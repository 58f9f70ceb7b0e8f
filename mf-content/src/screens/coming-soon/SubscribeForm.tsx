// The coming-soon page's subscribe field: type email and required, with a submit arrow. The submit is blocked,
// so nothing is sent (SPEC §2, §5); the message area stays for a future subscription service.
import type { FormEvent } from 'react';
import styles from './ComingSoonPage.module.css';

const block = (event: FormEvent) => event.preventDefault();

export function SubscribeForm() {
  return (
    <form className={styles.subscribe} aria-label="Subscribe" onSubmit={block}>
      <label className="visually-hidden" htmlFor="coming-soon-email">
        Your e-mail address
      </label>
      <input id="coming-soon-email" className={styles.email} name="email" type="email" autoComplete="email" placeholder="Your e-mail address" required />
      <button type="submit" className={styles.arrow} aria-label="Subscribe">
        →
      </button>
      <p role="status" aria-live="polite" className={styles.message} />
    </form>
  );
}
