// Around the header's and the bottom toolbar's cart buttons: before the page's scripts run, or without them, a tap
// opens the cart page (a GET form for /cart); once they run, it opens the cart modal in the page (decision 0061).
import type { FormEvent, ReactNode } from 'react';
import { openOverlay, useAppDispatch } from '@storefront/shared';

const CONTENTS = { display: 'contents' } as const;

export function CartButtonForm({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const open = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch(openOverlay({ name: 'cartModal' }));
  };
  return (
    <form method="get" action="/cart" onSubmit={open} style={CONTENTS}>
      {children}
    </form>
  );
}
