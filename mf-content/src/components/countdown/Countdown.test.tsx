// The countdown: ticks every second, reaches "Time's up!", and starts there for a past or unusable target.
import { act, render, screen } from '@testing-library/react';
import { Countdown } from './Countdown';

const unit = (name: string) => document.querySelector(`[data-unit="${name}"] span`)?.textContent;

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date(2030, 0, 1, 12, 0, 0));
});
afterEach(() => jest.useRealTimers());

it('shows days, hours, minutes and seconds to the target and counts down every second', () => {
  render(<Countdown target={new Date(2030, 0, 3, 13, 1, 2)} />);
  expect([unit('days'), unit('hours'), unit('minutes'), unit('seconds')]).toEqual(['02', '01', '01', '02']);
  act(() => jest.advanceTimersByTime(1000));
  expect(unit('seconds')).toBe('01');
  act(() => jest.advanceTimersByTime(1000));
  expect(unit('seconds')).toBe('00');
  expect(unit('minutes')).toBe('01');
});

it('switches to "Time\'s up!" when the target passes', () => {
  render(<Countdown target={new Date(2030, 0, 1, 12, 0, 2)} />);
  expect(screen.queryByText("Time's up!")).toBeNull();
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.getByText("Time's up!")).toBeInTheDocument();
  expect(jest.getTimerCount()).toBe(0);
});

it('shows "Time\'s up!" straight away for the spec\'s default target, which is in the past', () => {
  render(<Countdown />);
  expect(screen.getByRole('timer')).toHaveTextContent("Time's up!");
});

it('reads the default target as July 1st 2025 23:59:59, so it still counts before then', () => {
  jest.setSystemTime(new Date(2025, 6, 1, 23, 59, 0));
  render(<Countdown />);
  expect(unit('seconds')).toBe('59');
  expect(unit('minutes')).toBe('00');
});

it('treats a target that is no date at all as past', () => {
  render(<Countdown target="whenever" />);
  expect(screen.getByText("Time's up!")).toBeInTheDocument();
});
