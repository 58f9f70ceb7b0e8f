import { screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/shared/testing';
import { QuantityControl } from './QuantityControl';

function setup(value: number) {
  const onChange = jest.fn();
  const { user } = renderWithProviders(<QuantityControl value={value} label="Tee" onChange={onChange} />);
  return { onChange, user, input: screen.getByRole('textbox', { name: 'Quantity' }) };
}

describe('QuantityControl (SPEC §4 quantity control)', () => {
  it('plus adds 1', async () => {
    const { onChange, user } = setup(2);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('minus takes 1 away', async () => {
    const { onChange, user } = setup(2);
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('minus is disabled at 1, so it never goes below 1', async () => {
    const { onChange, user } = setup(1);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(minus).toBeDisabled();
    await user.click(minus);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('accepts a typed whole number above 0 on Enter or blur', async () => {
    const { onChange, user, input } = setup(1);
    await user.clear(input);
    await user.type(input, '7{Enter}');
    expect(onChange).toHaveBeenCalledWith(7);
    await user.clear(input);
    await user.type(input, '9');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(9);
  });

  it('rejects 0, decimals and text, restoring the current value', async () => {
    const { onChange, user, input } = setup(4);
    for (const typed of ['0', '2.5', 'abc', '-3', '']) {
      await user.clear(input);
      if (typed) await user.type(input, typed);
      await user.tab();
      expect(input).toHaveValue('4');
    }
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('QuantityControl at the 99 cap', () => {
  const message = () => screen.getByRole('status');

  it('says nothing below the cap', async () => {
    const { user } = setup(98);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(message()).toHaveTextContent('');
  });

  it('plus at 99 changes nothing and says at most 99 of one item can be bought', async () => {
    const { onChange, user } = setup(99);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(message()).toHaveTextContent('You can buy at most 99 of one item.');
  });

  it('a typed number above 99 sets 99 and says why', async () => {
    const { onChange, user, input } = setup(3);
    await user.clear(input);
    await user.type(input, '250{Enter}');
    expect(onChange).toHaveBeenCalledWith(99);
    expect(message()).toHaveTextContent('You can buy at most 99 of one item.');
  });

  it('the message goes once the shopper asks for less', async () => {
    const { user } = setup(99);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(message()).toHaveTextContent('');
  });
});
