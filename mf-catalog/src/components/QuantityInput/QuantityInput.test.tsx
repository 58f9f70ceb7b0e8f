import { fireEvent, render, screen } from '@testing-library/react';
import { QuantityInput } from './QuantityInput';

function setup(value: number) {
  const onChange = jest.fn();
  render(<QuantityInput value={value} onChange={onChange} />);
  return { onChange, input: screen.getByRole('textbox', { name: 'Quantity' }), message: () => screen.getByRole('status') };
}

describe('QuantityInput at the 99 cap (issue 18 §6)', () => {
  it('plus below 99 adds 1 and says nothing', () => {
    const { onChange, message } = setup(98);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onChange).toHaveBeenCalledWith(99);
    expect(message()).toHaveTextContent('');
  });

  it('plus at 99 changes nothing and says at most 99 of one item can be bought', () => {
    const { onChange, message } = setup(99);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(message()).toHaveTextContent('You can buy at most 99 of one item.');
  });

  it('a typed number above 99 sets 99 and says why; a typed number within the cap says nothing', () => {
    const { onChange, input, message } = setup(2);
    fireEvent.change(input, { target: { value: '1000' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(99);
    expect(message()).toHaveTextContent('You can buy at most 99 of one item.');
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(message()).toHaveTextContent('');
  });
});
