// The product's edit form: title, description, category, price(s), stock and visibility. Problems are said beside
// their fields before anything is sent, a refusal in the API's words above the button; what was typed stays either way.
import { useState, type FormEvent } from 'react';
import type { AdminProduct, CategoryList } from '@storefront/shared/schemas/admin';
import { apiMessage } from '../../apiClient/apiMessage';
import { useUpdateProductMutation } from '../../apiClient/catalogApi';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import ui from '../../components/ui.module.css';
import { PriceFields } from './PriceFields';
import { draftErrors, draftOf, patchOf, type DraftErrors, type ProductDraft } from './productDraft';
import styles from './ProductPage.module.css';

export function ProductForm({ product, categories }: { product: AdminProduct; categories?: CategoryList }) {
  const [draft, setDraft] = useState<ProductDraft>(() => draftOf(product));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [note, setNote] = useState('');
  const [update, { isLoading, error, data, reset }] = useUpdateProductMutation();
  const change = (next: Partial<ProductDraft>) => setDraft((current) => ({ ...current, ...next }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset();
    setNote('');
    const found = draftErrors(draft);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(first)?.focus();
    const patch = patchOf(product, draft);
    if (!Object.keys(patch).length) return setNote('Nothing has changed.');
    await update({ id: product.id, patch });
  };

  const categoryNames = [...new Set([product.categoryName, ...(categories?.items.map((category) => category.name) ?? [])])];
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Product details">
      <Field id="title" label="Title" error={errors.title}>
        {(control) => <input {...control} value={draft.title} maxLength={200} onChange={(e) => change({ title: e.target.value })} />}
      </Field>
      <Field id="description" label="Description" error={errors.description}>
        {(control) => <textarea {...control} value={draft.description} rows={6} onChange={(e) => change({ description: e.target.value })} />}
      </Field>
      <Field id="categoryName" label="Category" error={errors.categoryName}>
        {(control) => (
          <select {...control} value={draft.categoryName} onChange={(e) => change({ categoryName: e.target.value })}>
            {categoryNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <PriceFields draft={draft} errors={errors} onChange={change} />
      <fieldset className={styles.tiers}>
        <legend>Stock and visibility</legend>
        <label className={styles.check}>
          <input type="checkbox" checked={draft.inStock} onChange={(e) => change({ inStock: e.target.checked })} /> In stock
        </label>
        <Field id="available" label="Units available" error={errors.available}>
          {(control) => <input {...control} inputMode="numeric" value={draft.available} onChange={(e) => change({ available: e.target.value })} />}
        </Field>
        <label className={styles.check}>
          <input type="checkbox" checked={draft.visible} onChange={(e) => change({ visible: e.target.checked })} /> Visible in the store
        </label>
      </fieldset>
      {Object.keys(errors).length ? <Notice tone="error">Some fields need a change before saving; each says what beside it.</Notice> : null}
      {error ? <Notice tone="error">{apiMessage(error)}</Notice> : null}
      {data ? <Notice tone="success">{data.message}</Notice> : null}
      {note ? <Notice tone="info">{note}</Notice> : null}
      <div className={ui.actions}>
        <button type="submit" className={ui.button} disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
