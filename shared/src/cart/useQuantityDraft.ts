// The typed value of a quantity control (SPEC §4 "Quantity control"): what the shopper types is kept as a draft and
// committed on blur or Enter only if it is a whole number above 0 (more than 99 commits 99); anything else falls back
// to the current value. The draft then shows what was committed.
import { useEffect, useState } from 'react';
import { parseQuantityInput } from './quantity';

export function useQuantityDraft(value: number, onChange: (quantity: number) => void) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (raw: string) => {
    const quantity = parseQuantityInput(raw) ?? value;
    setDraft(String(quantity));
    if (quantity !== value) onChange(quantity);
  };

  return { draft, setDraft, commit };
}
