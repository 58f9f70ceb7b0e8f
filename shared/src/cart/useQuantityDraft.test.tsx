import { act, renderHook } from '@testing-library/react';
import { useQuantityDraft } from './useQuantityDraft';

describe('useQuantityDraft (SPEC §4: typed quantity accepted only as a whole number above 0)', () => {
  test('a whole number above 0 is committed', () => {
    const onChange = jest.fn();
    const { result } = renderHook(() => useQuantityDraft(1, onChange));
    act(() => result.current.commit('3'));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  test.each(['0', '-2', '1.5', 'abc', ''])('"%s" is refused and the draft goes back to the current value', (raw) => {
    const onChange = jest.fn();
    const { result } = renderHook(() => useQuantityDraft(2, onChange));
    act(() => result.current.setDraft(raw));
    act(() => result.current.commit(raw));
    expect(onChange).not.toHaveBeenCalled();
    expect(result.current.draft).toBe('2');
  });

  test('the draft follows a new value from outside', () => {
    const { result, rerender } = renderHook(({ value }) => useQuantityDraft(value, jest.fn()), { initialProps: { value: 1 } });
    rerender({ value: 4 });
    expect(result.current.draft).toBe('4');
  });

  test('more than 99 commits 99 and the draft shows 99', () => {
    const onChange = jest.fn();
    const { result } = renderHook(() => useQuantityDraft(5, onChange));
    act(() => result.current.setDraft('250'));
    act(() => result.current.commit('250'));
    expect(onChange).toHaveBeenCalledWith(99);
    expect(result.current.draft).toBe('99');
  });

  test('typing more than 99 at 99 changes nothing and the draft goes back to 99', () => {
    const onChange = jest.fn();
    const { result } = renderHook(() => useQuantityDraft(99, onChange));
    act(() => result.current.setDraft('120'));
    act(() => result.current.commit('120'));
    expect(onChange).not.toHaveBeenCalled();
    expect(result.current.draft).toBe('99');
  });
});
