// What the last order action did, in the one status the order page has: a refund's message replaces Resend receipt's
// in the same render, so the two never show side by side. A message that asks for the focus takes it once (the
// refund's, since its button is gone with the refund).
import { useEffect, useRef } from 'react';
import ui from '../../components/ui.module.css';

export interface Outcome {
  message: string;
  takeFocus: boolean;
}

export function ActionOutcome({ outcome }: { outcome: Outcome | null }) {
  const element = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome?.takeFocus) element.current?.focus();
  }, [outcome]);
  if (!outcome) return null;
  return (
    <p role="status" className={ui.success} tabIndex={-1} ref={element}>
      {outcome.message}
    </p>
  );
}
