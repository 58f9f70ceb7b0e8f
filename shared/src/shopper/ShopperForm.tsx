// A control that works from the moment it is painted, with or without the page's scripts (decision 0061): a form
// the server answers (it changes the shopper's record and sends the browser back to this page, 303) until React runs
// it, and the same submit handled in the page (no round trip) once it does. Used by every remote whose server HTML
// offers an action: add to cart, wishlist, compare, cart quantities, currency.
import type { FormEvent, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SHOPPER_FORM_FIELDS } from './shopperForms';
import { shopperFormAction } from './shopperFormAction';

interface Props {
  form: Parameters<typeof shopperFormAction>[0];
  /** Hidden fields the server reads (SHOPPER_FORM_FIELDS); undefined ones are left out. */
  fields?: Record<string, string | number | undefined>;
  /** What the page does instead of posting, once its scripts run. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Without one the form takes no box of its own: its controls lay out as they would without it. */
  className?: string;
  children: ReactNode;
}

const CONTENTS = { display: 'contents' } as const;

export function ShopperForm({ form, fields = {}, onSubmit, className, children }: Props) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event);
  };
  return (
    <form method="post" action={shopperFormAction(form)} onSubmit={submit} className={className} style={className ? undefined : CONTENTS}>
      <BackField />
      {Object.entries(fields).map(([name, value]) => (value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />))}
      {children}
    </form>
  );
}

/** The page to come back to (the server falls back on the Referer, which this origin sends for its own pages). */
function BackField() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name={SHOPPER_FORM_FIELDS.back} value={pathname + search} />;
}
