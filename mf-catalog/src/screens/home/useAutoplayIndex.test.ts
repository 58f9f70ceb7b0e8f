import { act, renderHook } from '@testing-library/react';
import { useAutoplayIndex } from './useAutoplayIndex';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useAutoplayIndex (SPEC §9 hero autoplay with loop)', () => {
  it('moves to the next slide every delay and wraps from the last slide to the first', () => {
    const { result } = renderHook(() => useAutoplayIndex(3, 2000));
    expect(result.current).toBe(0);
    act(() => jest.advanceTimersByTime(1999));
    expect(result.current).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(1);
    act(() => jest.advanceTimersByTime(4000));
    expect(result.current).toBe(0);
  });

  it('keeps a single slide in place without a timer', () => {
    const { result } = renderHook(() => useAutoplayIndex(1, 2000));
    expect(jest.getTimerCount()).toBe(0);
    act(() => jest.advanceTimersByTime(10000));
    expect(result.current).toBe(0);
  });
});
