import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { QuantityControl } from './QuantityControl';

function setup(value: number, props: Partial<Parameters<typeof QuantityControl>[0]> = {}) {
  const onChange = jest.fn();
  const { user } = renderWithProviders(<QuantityControl value={value} onChange={onChange} {...props} />);
  return {
    onChange,
    user,
    input: screen.getByRole('textbox', { name: 'Quantity' }),
    plus: screen.getByRole('button', { name: 'Increase quantity' }),
    minus: screen.getByRole('button', { name: 'Decrease quantity' }),
    message: () => screen.getByRole('status'),
  };
}

describe('QuantityControl (SPEC §4 quantity control)', () => {
  it('plus adds 1', async () => {
    const { onChange, user, plus } = setup(2);
    await user.click(plus);
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('minus takes 1 away', async () => {
    const { onChange, user, minus } = setup(2);
    await user.click(minus);
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('minus is disabled at 1, so it never goes below 1', async () => {
    const { onChange, user, minus } = setup(1);
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

  it('names its group after what it counts', () => {
    setup(1, { of: 'Tee, Standard license' });
    expect(screen.getByRole('group', { name: 'Quantity of Tee, Standard license' })).toBeInTheDocument();
  });

  it('names its group "Quantity" when it is not told what it counts', () => {
    setup(1);
    expect(screen.getByRole('group', { name: 'Quantity' })).toBeInTheDocument();
  });
});

describe('QuantityControl at the 99 cap', () => {
  it('plus below 99 adds 1 and says nothing', async () => {
    const { onChange, user, plus, message } = setup(98);
    await user.click(plus);
    expect(onChange).toHaveBeenCalledWith(99);
    expect(message()).toHaveTextContent('');
  });

  it('plus at 99 changes nothing and says at most 99 of one item can be bought', async () => {
    const { onChange, user, plus, message } = setup(99);
    await user.click(plus);
    expect(onChange).not.toHaveBeenCalled();
    expect(message()).toHaveTextContent('You can buy at most 99 of one item.');
  });

  it('a typed number above 99 sets 99 and says why; a typed number within the cap says nothing', async () => {
    const { onChange, user, input, message } = setup(3);
    await user.clear(input);
    await user.type(input, '250{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(99);
    expect(message()).toHaveTextContent('You can buy at most 99 of one item.');
    await user.clear(input);
    await user.type(input, '12');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(message()).toHaveTextContent('');
  });

  it('the message goes once the shopper asks for less', async () => {
    const { user, plus, minus, message } = setup(99);
    await user.click(plus);
    await user.click(minus);
    expect(message()).toHaveTextContent('');
  });
});

describe('QuantityControl in a form the server answers before the scripts run', () => {
  it('posts the typed quantity, and − and + submit the quantity they set', () => {
    const { input, plus, minus } = setup(5, { names: { quantity: 'quantity', setQuantity: 'set_quantity' } });
    expect(input).toHaveAttribute('name', 'quantity');
    expect(minus).toHaveAttribute('type', 'submit');
    expect(minus).toHaveAttribute('name', 'set_quantity');
    expect(minus).toHaveAttribute('value', '4');
    expect(plus).toHaveAttribute('type', 'submit');
    expect(plus).toHaveAttribute('value', '6');
  });

  it('with only the typed quantity named, − and + are plain buttons the form never sends', () => {
    const { input, plus, minus } = setup(5, { names: { quantity: 'quantity' } });
    expect(input).toHaveAttribute('name', 'quantity');
    expect(minus).toHaveAttribute('type', 'button');
    expect(plus).toHaveAttribute('type', 'button');
    expect(plus).not.toHaveAttribute('name');
  });

  it('once the scripts run, a step changes the quantity without sending the form', async () => {
    const onChange = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithProviders(
      <form onSubmit={onSubmit}>
        <QuantityControl value={5} onChange={onChange} names={{ quantity: 'quantity', setQuantity: 'set_quantity' }} />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '{Enter}');
    expect(onChange).toHaveBeenCalledWith(6);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
