// A store control that works before the page's scripts and without them (decision 0061): a GET form that asks for the
// URL the scripted store would go to (its query in hidden fields), and once React runs it, the same change made in the
// page. Its box is its button's: the form lays out as the button alone would.
import type { FormEvent, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

interface Props {
  /** The query of the page the control leads to. */
  params: URLSearchParams;
  onSubmit: () => void;
  children: ReactNode;
}

const CONTENTS = { display: 'contents' } as const;

export function GetForm({ params, onSubmit, children }: Props) {
  const { pathname } = useLocation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form method="get" action={pathname} onSubmit={submit} style={CONTENTS}>
      {[...params].map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
