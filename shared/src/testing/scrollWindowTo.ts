// Scrolls the test's window as a browser would: jsdom has no layout, so this sets scrollY and sends the scroll event.
import { act, fireEvent } from '@testing-library/react';

export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  // user-event has no scrolling: a scroll event is the one faithful way to say the page moved.
  act(() => void fireEvent.scroll(window));
}
