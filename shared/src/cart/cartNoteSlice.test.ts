import { makeStore } from '../store/store';
import { saveCartNote, selectCartNote } from './cartNoteSlice';

describe('cart note', () => {
  it('starts empty and keeps the saved note', () => {
    const store = makeStore({ storage: null });
    expect(selectCartNote(store.getState())).toBe('');
    store.dispatch(saveCartNote('Gift wrap, please'));
    expect(selectCartNote(store.getState())).toBe('Gift wrap, please');
  });

  it('treats a non-string note as empty', () => {
    const store = makeStore({ storage: null });
    store.dispatch(saveCartNote('x'));
    store.dispatch(saveCartNote(undefined as unknown as string));
    expect(selectCartNote(store.getState())).toBe('');
  });
});
