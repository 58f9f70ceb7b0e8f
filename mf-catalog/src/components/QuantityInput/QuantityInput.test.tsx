import { screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/shared/testing';
import { QuantityInput } from './QuantityInput';

function setup(value: number) {
  const onChange = jest.fn();
  const { user } = renderWithProviders(<QuantityInput value={value} onChange={onChange} />);
  return { onChange, user, input: screen.getByRole('textbox', { name: 'Quantity' }), message: () => screen.getByRole('status') };
}

describe('QuantityInput at the 99 cap', () => {
  it('plus below 99 adds 1 and says nothing', async () => {
    const { onChange, user, message } = setup(98);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onChange).toHaveBeenCalledWith(99);
    expect(message()).toHaveTextContent('');
  });

  it('plus at 99 changes nothing and says at most 99 of one item can be bought', async () => {
    const { onChange, user, message } = setup(99);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(message()).toHaveTextContent('You can buy at most 99 of one item.');
  });

  it('a typed number above 99 sets 99 and says why; a typed number within the cap says nothing', async () => {
    const { onChange, user, input, message } = setup(2);
    await user.clear(input);
    await user.type(input, '1000');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(99);
    expect(message()).toHaveTextContent('You can buy at most 99 of one item.');
    await user.clear(input);
    await user.type(input, '12');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(message()).toHaveTextContent('');
  });
});
