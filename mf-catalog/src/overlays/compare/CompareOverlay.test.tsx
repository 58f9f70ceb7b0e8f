import { screen } from '@testing-library/react';
import { renderWithStore } from '../../testing/renderWithStore';
import CompareOverlay from './CompareOverlay';

// The catalogue request stays pending: these tests are about the message, not the table.
beforeEach(() => jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => {})));
afterEach(() => jest.restoreAllMocks());

describe('CompareOverlay after a full compare list refused a product (issue 18 §6)', () => {
  it('says how many products the list can hold', () => {
    renderWithStore(<CompareOverlay close={jest.fn()} props={{ limitReached: true }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your compare list can hold up to 100 products. Remove one to compare another.');
  });

  it('says nothing of the kind when opened after an ordinary add', () => {
    renderWithStore(<CompareOverlay close={jest.fn()} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
