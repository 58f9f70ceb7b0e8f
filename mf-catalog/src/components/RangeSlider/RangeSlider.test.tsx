import { fireEvent, render, screen } from '@testing-library/react';
import { RangeSlider } from './RangeSlider';

const bounds = { min: 0, max: 500 };

describe('RangeSlider (SPEC §5)', () => {
  it('commits the ordered pair when the thumbs cross', () => {
    const onCommit = jest.fn();
    render(<RangeSlider label="Price" bounds={bounds} low={20} high={300} onCommit={onCommit} />);
    const minimum = screen.getByRole('slider', { name: 'Price minimum' });
    fireEvent.change(minimum, { target: { value: '400' } });
    fireEvent.pointerUp(minimum);
    expect(onCommit).toHaveBeenCalledWith(300, 400);
    expect(screen.getByText('300 – 400')).toBeInTheDocument();
  });

  it('does not commit when nothing changed', () => {
    const onCommit = jest.fn();
    render(<RangeSlider label="Price" bounds={bounds} low={20} high={300} onCommit={onCommit} />);
    fireEvent.blur(screen.getByRole('slider', { name: 'Price maximum' }));
    expect(onCommit).not.toHaveBeenCalled();
  });
});
