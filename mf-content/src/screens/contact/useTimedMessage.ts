// A status message that clears itself after a delay (SPEC §4 "Contact": the message shows for 2 s).
import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimedMessage {
  tone: 'success' | 'error';
  text: string;
}

export function useTimedMessage(durationMs: number) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = useCallback(
    (next: TimedMessage) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show };
}
