import { fireEvent, render, screen } from '@testing-library/react';
import { QuantityControl } from './QuantityControl';

function setup(value: number) {
  const onChange = jest.fn();
  render(<QuantityControl value={value} label="Tee" onChange={onChange} />);
  return { onChange, input: screen.getByRole('textbox', { name: 'Quantity' }) };
}

describe('QuantityControl (SPEC §4 quantity control)', () => {
  it('plus adds 1', () => {
    const { onChange } = setup(2);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('minus takes 1 away', () => {
    const { onChange } = setup(2);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('minus is disabled at 1, so it never goes below 1', () => {
    const { onChange } = setup(1);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(minus).toBeDisabled();
    fireEvent.click(minus);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('accepts a typed whole number above 0 on Enter or blur', () => {
    const { onChange, input } = setup(1);
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(7);
    fireEvent.change(input, { target: { value: '9' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(9);
  });

  it('rejects 0, decimals and text, restoring the current value', () => {
    const { onChange, input } = setup(4);
    for (const typed of ['0', '2.5', 'abc', '-3', '']) {
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.blur(input);
      expect(input).toHaveValue('4');
    }
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('QuantityControl at the 99 cap (issue 18 §6)', () => {
  const message = () => screen.getByRole('status');

  it('says nothing below the cap', () => {
    setup(98);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(message()).toHaveTextContent('');
  });

  it('plus at 99 changes nothing and says at most 99 of one item can be bought', () => {
    const { onChange } = setup(99);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(message()).toHaveTextContent('You can buy at most 99 of one item.');
  });

  it('a typed number above 99 sets 99 and says why', () => {
    const { onChange, input } = setup(3);
    fireEvent.change(input, { target: { value: '250' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(99);
    expect(message()).toHaveTextContent('You can buy at most 99 of one item.');
  });

  it('the message goes once the shopper asks for less', () => {
    setup(99);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(message()).toHaveTextContent('');
  });
});
