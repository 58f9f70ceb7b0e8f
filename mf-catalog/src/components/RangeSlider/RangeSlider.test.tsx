import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/shared/testing';
import { RangeSlider } from './RangeSlider';

const bounds = { min: 0, max: 500 };

describe('RangeSlider (SPEC §5)', () => {
  it('commits the ordered pair when the thumbs cross', async () => {
    const onCommit = jest.fn();
    const { user } = renderWithProviders(<RangeSlider label="Price" bounds={bounds} low={20} high={300} onCommit={onCommit} />);
    const minimum = screen.getByRole('slider', { name: 'Price minimum' });
    await user.pointer({ keys: '[MouseLeft>]', target: minimum });
    // Dragging the thumb: user-event cannot move a range input (jsdom has no layout), so the value change is sent as is.
    fireEvent.change(minimum, { target: { value: '400' } });
    await user.pointer({ keys: '[/MouseLeft]', target: minimum });
    expect(onCommit).toHaveBeenCalledWith(300, 400);
    expect(screen.getByText('300 – 400')).toBeInTheDocument();
  });

  it('does not commit when nothing changed', async () => {
    const onCommit = jest.fn();
    const { user } = renderWithProviders(<RangeSlider label="Price" bounds={bounds} low={20} high={300} onCommit={onCommit} />);
    await user.click(screen.getByRole('slider', { name: 'Price maximum' }));
    await user.tab();
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('can be shown disabled, with a text in place of the range', () => {
    renderWithProviders(<RangeSlider label="Price" bounds={bounds} low={0} high={0} valueText="Loading prices…" disabled onCommit={jest.fn()} />);
    expect(screen.getByRole('slider', { name: 'Price minimum' })).toBeDisabled();
    expect(screen.getByRole('slider', { name: 'Price maximum' })).toBeDisabled();
    expect(screen.getByText('Loading prices…')).toBeInTheDocument();
  });
});
