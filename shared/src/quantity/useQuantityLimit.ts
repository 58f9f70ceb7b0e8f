// A quantity control's behaviour with the 99 cap (decision 0014), for QuantityControl:
// the store caps every quantity at 99; this notices when the shopper asked for more (plus at 99, or a larger number
// typed) so the control can say why it stopped.
import { useState } from 'react';
import { MAX_QUANTITY, decrementQuantity, incrementQuantity } from '../cart/quantity';
import { useQuantityDraft } from '../cart/useQuantityDraft';

/** A whole number typed above the cap (the draft then commits MAX_QUANTITY). */
function asksAboveCap(raw: string): boolean {
  return /^\s*\d+\s*$/.test(raw) && Number(raw) > MAX_QUANTITY;
}

export function useQuantityLimit(value: number, onChange: (quantity: number) => void) {
  const { draft, setDraft, commit } = useQuantityDraft(value, onChange);
  const [limitReached, setLimitReached] = useState(false);
  return {
    draft,
    setDraft,
    limitReached,
    increase: () => {
      setLimitReached(value >= MAX_QUANTITY);
      if (value < MAX_QUANTITY) onChange(incrementQuantity(value));
    },
    decrease: () => {
      setLimitReached(false);
      onChange(decrementQuantity(value));
    },
    commit: (raw: string) => {
      setLimitReached(asksAboveCap(raw));
      commit(raw);
    },
  };
}
