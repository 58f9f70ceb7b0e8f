// My Address (/my-account-address): the sample billing and shipping addresses (static, SPEC §2).
import { AccountLayout } from './AccountLayout';
import styles from './AccountLayout.module.css';
import { SAMPLE_ADDRESSES } from './sampleAccount';

export default function MyAddressPage() {
  return (
    <AccountLayout title="My Address">
      <div className={styles.addresses}>
        {SAMPLE_ADDRESSES.map((entry) => (
          <section key={entry.label} className={styles.address} aria-label={entry.label}>
            <h2>{entry.label}</h2>
            <address>
              {entry.lines.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </address>
          </section>
        ))}
      </div>
    </AccountLayout>
  );
}
