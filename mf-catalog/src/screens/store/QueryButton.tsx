// A store button that leads to another view of the store (a category, a filter, a tag, a page): before the scripts
// run, or without them, it asks for that view's URL; once they run, the page changes its view itself (GetForm).
import type { ButtonHTMLAttributes } from 'react';
import { GetForm } from '../../components/GetForm/GetForm';
import { writeStoreQuery, type StoreQuery } from '../../store-filters/storeQuery';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick' | 'onChange'> {
  next: StoreQuery;
  onChange: (next: StoreQuery) => void;
}

export function QueryButton({ next, onChange, ...button }: Props) {
  return (
    <GetForm params={writeStoreQuery(next)} onSubmit={() => onChange(next)}>
      <button type="submit" {...button} />
    </GetForm>
  );
}

/** The view's query without the field a control in the form sends itself (a select's or a checkbox's). */
export function paramsWithout(query: StoreQuery, name: string): URLSearchParams {
  const params = writeStoreQuery(query);
  params.delete(name);
  return params;
}
