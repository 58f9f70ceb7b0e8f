// The price inputs: one USD price, or a USD and an NGN amount per license tier for a licensed product.
import { Field } from '../../components/Field';
import type { DraftErrors, ProductDraft, TierDraft } from './productDraft';
import styles from './ProductPage.module.css';

interface PriceFieldsProps {
  draft: ProductDraft;
  errors: DraftErrors;
  onChange: (next: Partial<ProductDraft>) => void;
}

export function PriceFields({ draft, errors, onChange }: PriceFieldsProps) {
  if (!draft.prices.length) {
    return (
      <Field id="price" label="Price (USD)" error={errors.price}>
        {(control) => <input {...control} inputMode="decimal" value={draft.price} onChange={(e) => onChange({ price: e.target.value })} />}
      </Field>
    );
  }
  const setTier = (index: number, change: Partial<TierDraft>) =>
    onChange({ prices: draft.prices.map((tier, i) => (i === index ? { ...tier, ...change } : tier)) });
  return (
    <fieldset className={styles.tiers}>
      <legend>Prices per license</legend>
      {draft.prices.map((tier, index) => (
        <div key={tier.licenseType} className={styles.tier}>
          <Field id={`prices.${index}.usdAmount`} label={`${tier.licenseType} (USD)`} error={errors[`prices.${index}.usdAmount`]}>
            {(control) => <input {...control} inputMode="decimal" value={tier.usdAmount} onChange={(e) => setTier(index, { usdAmount: e.target.value })} />}
          </Field>
          <Field id={`prices.${index}.ngnAmount`} label={`${tier.licenseType} (NGN)`} error={errors[`prices.${index}.ngnAmount`]}>
            {(control) => <input {...control} inputMode="decimal" value={tier.ngnAmount} onChange={(e) => setTier(index, { ngnAmount: e.target.value })} />}
          </Field>
        </div>
      ))}
    </fieldset>
  );
}
