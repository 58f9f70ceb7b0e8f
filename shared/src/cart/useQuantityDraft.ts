// The typed value of a quantity control (SPEC §4 "Quantity control"): what the shopper types is kept as a draft and
// committed on blur or Enter only if it is a whole number above 0; anything else falls back to the current value.
import { useEffect, useState } from 'react';
import { parseQuantityInput } from './quantity';

export function useQuantityDraft(value: number, onChange: (quantity: number) => void) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (raw: string) => {
    const quantity = parseQuantityInput(raw);
    if (quantity === null) setDraft(String(value));
    else if (quantity !== value) onChange(quantity);
  };

  return { draft, setDraft, commit };
}
