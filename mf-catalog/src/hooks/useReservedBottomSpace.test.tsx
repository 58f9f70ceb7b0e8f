import { render } from '@testing-library/react';
import { useRef } from 'react';
import { PAGE_BOTTOM_BAR_HEIGHT, useReservedBottomSpace } from './useReservedBottomSpace';

function Bar({ height }: { height: number }) {
  const bar = useRef<HTMLDivElement>(null);
  useReservedBottomSpace(bar);
  return (
    <div
      ref={(element) => {
        bar.current = element;
        if (element) element.getBoundingClientRect = () => ({ height }) as DOMRect;
      }}
    />
  );
}

const reserved = () => document.documentElement.style.getPropertyValue(PAGE_BOTTOM_BAR_HEIGHT);

describe('useReservedBottomSpace', () => {
  it("reserves the bar's height while it is shown and gives it back when it goes", () => {
    const { unmount } = render(<Bar height={63.2} />);
    expect(reserved()).toBe('64px');
    unmount();
    expect(reserved()).toBe('');
  });
});
