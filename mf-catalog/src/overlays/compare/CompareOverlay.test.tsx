import { screen } from '@testing-library/react';
import { renderWithStore } from '../../testing/renderWithStore';
import { hoodie } from '../../testing/products';
import CompareOverlay from './CompareOverlay';

describe('CompareOverlay after a full compare list refused a product (issue 18 §6)', () => {
  it('says how many products the list can hold', () => {
    renderWithStore(<CompareOverlay close={jest.fn()} props={{ limitReached: true }} />, { cachedProducts: [hoodie] });
    expect(screen.getByRole('alert')).toHaveTextContent('Your compare list can hold up to 100 products. Remove one to compare another.');
  });

  it('says nothing of the kind when opened after an ordinary add', () => {
    renderWithStore(<CompareOverlay close={jest.fn()} />, { cachedProducts: [hoodie] });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
