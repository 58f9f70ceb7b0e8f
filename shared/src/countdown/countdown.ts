// The countdown rule (SPEC §2 "A countdown component …", §9 countdown sample): when a target is, and what is left.
//
// The spec's default target '2025-06-31T23:59:59' names June 31st, which does not exist. `Date.parse` reads it as
// July 1st in V8 but as Invalid Date in Firefox and Safari, so a countdown built on it would differ by browser.
// `parseCountdownTarget` reads the fields itself and lets an out-of-range day roll over the way the Date
// constructor does (June 31 → July 1, local time) in every browser; anything that is not a date at all is null.

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** A Date for a target given as a Date, a timestamp (ms) or a local 'YYYY-MM-DDTHH:MM:SS' string; null when unusable. */
export function parseCountdownTarget(target: Date | number | string): Date | null {
  if (target instanceof Date) return Number.isNaN(target.getTime()) ? null : target;
  if (typeof target === 'number') return Number.isFinite(target) ? new Date(target) : null;
  const fields = LOCAL_DATE_TIME.exec(target.trim());
  if (!fields) {
    const parsed = Date.parse(target);
    return Number.isNaN(parsed) ? null : new Date(parsed);
  }
  const [year, month, day, hours = 0, minutes = 0, seconds = 0] = fields.slice(1).map((part) => (part === undefined ? 0 : Number(part)));
  if (month < 1 || month > 12 || day < 1 || day > 31 || hours > 23 || minutes > 59 || seconds > 59) return null;
  return new Date(year, month - 1, day, hours, minutes, seconds);
}

/** A target `seconds` from `now`, e.g. the spec's sample timer value 1007500. */
export function countdownTargetIn(seconds: number, now: number = Date.now()): Date {
  return new Date(now + seconds * 1000);
}

/** What is left until `target`, in whole units; null once the target has passed (the component shows "Time's up!"). */
export function timeLeft(target: Date, now: number = Date.now()): TimeLeft | null {
  // Rounded up, so the last second shows as 1 and the target moment itself as past.
  const totalSeconds = Math.ceil((target.getTime() - now) / 1000);
  if (totalSeconds <= 0) return null;
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
