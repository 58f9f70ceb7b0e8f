// The countdown (SPEC §2): days, hours, minutes and seconds to a target, ticking every second, then "Time's up!".
// The coming-soon page uses it with the spec's timer value; the default target is the spec's own date (see
// parseCountdownTarget in @storefront/shared/countdown for how its impossible June 31st is read). A target that is no
// date at all counts as already past.
import { useEffect, useMemo, useState } from 'react';
import { COUNTDOWN_DEFAULT_TARGET } from '@storefront/shared';
import { parseCountdownTarget, timeLeft } from '@storefront/shared/countdown';
import styles from './Countdown.module.css';

const TICK_MS = 1000;

export function Countdown({ target = COUNTDOWN_DEFAULT_TARGET }: { target?: Date | number | string }) {
  const targetDate = useMemo(() => parseCountdownTarget(target), [target]);
  const [now, setNow] = useState(() => Date.now());
  const left = targetDate ? timeLeft(targetDate, now) : null;
  const running = left !== null;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  if (!left)
    return (
      <p className={styles.over} role="timer">
        Time's up!
      </p>
    );
  const units: [string, number][] = [
    ['Days', left.days],
    ['Hours', left.hours],
    ['Minutes', left.minutes],
    ['Seconds', left.seconds],
  ];
  return (
    <div className={styles.countdown} role="timer" aria-label="Time left">
      {units.map(([unit, value]) => (
        <div key={unit} className={styles.unit} data-unit={unit.toLowerCase()}>
          <span className={styles.value}>{String(value).padStart(2, '0')}</span>
          <span className={styles.label}>{unit}</span>
        </div>
      ))}
    </div>
  );
}
