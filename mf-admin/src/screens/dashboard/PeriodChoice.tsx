// The dashboard's period (7, 30 or 90 days) and the currency its revenue is charted in.
import { DASHBOARD_DAY_CHOICES } from '@storefront/shared/admin';
import type { AdminCurrency } from '@storefront/shared/schemas/admin';
import styles from './DashboardPage.module.css';

interface PeriodChoiceProps {
  days: number;
  currency: AdminCurrency;
  onDays: (days: number) => void;
  onCurrency: (currency: AdminCurrency) => void;
}

export function PeriodChoice({ days, currency, onDays, onCurrency }: PeriodChoiceProps) {
  return (
    <div className={styles.choices}>
      <fieldset>
        <legend>Period</legend>
        {DASHBOARD_DAY_CHOICES.map((choice) => (
          <label key={choice}>
            <input type="radio" name="dashboard-days" value={choice} checked={days === choice} onChange={() => onDays(choice)} /> {choice} days
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Revenue charted in</legend>
        {(['USD', 'NGN'] as const).map((choice) => (
          <label key={choice}>
            <input type="radio" name="dashboard-currency" value={choice} checked={currency === choice} onChange={() => onCurrency(choice)} /> {choice}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
