import { createSlice } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { addToCompare } from '../compare/compareSlice';
import { makeStore } from './store';

const notes = createSlice({
  name: 'notes',
  initialState: { items: [] as string[] },
  reducers: { noted: (state, action: { payload: string }) => void state.items.push(action.payload) },
});

const greetings = createApi({
  reducerPath: 'greetings',
  baseQuery: fakeBaseQuery(),
  endpoints: (build) => ({ greeting: build.query<string, string>({ queryFn: async (name) => ({ data: `Hello, ${name}` }) }) }),
});

const fresh = () => makeStore({ storage: null });

describe("a remote's own state in the one store (store.injectSlice)", () => {
  it('mounts a slice under its name with its initial state at once, and its actions reach it', () => {
    const store = fresh();
    store.injectSlice({ slice: notes });
    expect((store.getState() as unknown as { notes: { items: string[] } }).notes).toEqual({ items: [] });
    store.dispatch(notes.actions.noted('call the printer'));
    expect((store.getState() as unknown as { notes: { items: string[] } }).notes.items).toEqual(['call the printer']);
  });

  it("runs an injected RTK Query API's queries through its middleware, beside the shared state", async () => {
    const store = fresh();
    store.injectSlice({ slice: greetings, middleware: greetings.middleware });
    const result = await store.dispatch(greetings.endpoints.greeting.initiate('Ada'));
    expect(result.data).toBe('Hello, Ada');
    expect(greetings.endpoints.greeting.select('Ada')(store.getState() as never).data).toBe('Hello, Ada');
    store.dispatch(addToCompare(7));
    expect(store.getState().compare.ids).toEqual([7]);
  });

  it('does nothing when the same slice is injected again, and refuses another under a path in use', () => {
    const store = fresh();
    store.injectSlice({ slice: greetings, middleware: greetings.middleware });
    expect(() => store.injectSlice({ slice: greetings, middleware: greetings.middleware })).not.toThrow();
    expect(() => store.injectSlice({ slice: { reducerPath: 'greetings', reducer: (state = 0) => state } })).toThrow('already has state under "greetings"');
    expect(() => store.injectSlice({ slice: { reducerPath: 'cart', reducer: (state = 0) => state } })).toThrow('already has state under "cart"');
  });

  it('injects into that store alone', () => {
    const one = fresh();
    const other = fresh();
    one.injectSlice({ slice: notes });
    expect('notes' in one.getState()).toBe(true);
    expect('notes' in other.getState()).toBe(false);
  });
});
