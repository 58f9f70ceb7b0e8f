// Offers the order's link by e-mail when this browser cannot prove the order is the shopper's (opened on another
// device, say): the masked order stays above it; the answer reads the same whatever address was typed.
import { useId, useState, type FormEvent } from 'react';
import { EMAIL_MAX_LENGTH } from '@storefront/shared/limits';
import type { OwnershipProof } from '../../orders/useOrderLookup';
import styles from './OrderConfirmation.module.css';

export function OwnershipForm({ proof }: { proof: OwnershipProof }) {
  const [email, setEmail] = useState('');
  const titleId = useId();
  const errorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!proof.checking) proof.submit(email);
  };

  return (
    <section className={styles.ownership} aria-labelledby={titleId}>
      <h2 id={titleId}>Is this your order?</h2>
      <p>Personal details are hidden. Enter the e-mail address you used for this order and we will send it a link that shows all of it and your downloads.</p>
      <form className={styles.ownershipForm} onSubmit={submit} aria-labelledby={titleId}>
        <label className={styles.field}>
          <span>E-mail address</span>
          <input
            type="email"
            name="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={proof.error ? true : undefined}
            aria-describedby={proof.error ? errorId : undefined}
          />
        </label>
        <button type="submit" className={styles.primary} aria-disabled={proof.checking}>
          {proof.checking ? 'Sending…' : 'Send me the link'}
        </button>
      </form>
      <p id={errorId} role="alert" className={styles.error}>
        {proof.error}
      </p>
      <p role="status">{proof.sent}</p>
    </section>
  );
}
