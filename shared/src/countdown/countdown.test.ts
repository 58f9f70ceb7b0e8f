// The countdown rule: the spec's impossible default date, time left in whole units, and "past" as null.
import { COUNTDOWN_DEFAULT_TARGET, COUNTDOWN_SAMPLE } from '../constants';
import { countdownTargetIn, parseCountdownTarget, timeLeft } from './countdown';

describe('parseCountdownTarget', () => {
  it("reads the spec's default '2025-06-31T23:59:59' as July 1st 2025, 23:59:59 local time in every engine", () => {
    expect(parseCountdownTarget(COUNTDOWN_DEFAULT_TARGET)).toEqual(new Date(2025, 6, 1, 23, 59, 59));
  });

  it('reads a valid local date-time field by field', () => {
    expect(parseCountdownTarget('2030-01-02T03:04:05')).toEqual(new Date(2030, 0, 2, 3, 4, 5));
    expect(parseCountdownTarget('2030-01-02')).toEqual(new Date(2030, 0, 2, 0, 0, 0));
  });

  it('accepts Dates and timestamps, and answers null for what is no date at all', () => {
    expect(parseCountdownTarget(new Date(5000))).toEqual(new Date(5000));
    expect(parseCountdownTarget(5000)).toEqual(new Date(5000));
    expect(parseCountdownTarget('2030-13-01T00:00:00')).toBeNull();
    expect(parseCountdownTarget('2030-02-40')).toBeNull();
    expect(parseCountdownTarget('soon')).toBeNull();
    expect(parseCountdownTarget(new Date(Number.NaN))).toBeNull();
  });
});

describe('timeLeft', () => {
  const now = new Date(2030, 0, 1, 0, 0, 0).getTime();

  it('splits what is left into days, hours, minutes and seconds', () => {
    const target = countdownTargetIn(COUNTDOWN_SAMPLE, now);
    // 1007500 s = 11 d 15 h 51 min 40 s
    expect(timeLeft(target, now)).toEqual({ days: 11, hours: 15, minutes: 51, seconds: 40 });
    expect(timeLeft(target, now + 1000)).toEqual({ days: 11, hours: 15, minutes: 51, seconds: 39 });
  });

  it('counts a last partial second as 1, and is null at and after the target', () => {
    expect(timeLeft(new Date(now), now)).toBeNull();
    expect(timeLeft(new Date(now - 1), now)).toBeNull();
    expect(timeLeft(new Date(now + 999), now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });
});
