// How a remote adds state of its own to the one store at runtime (a slice, or an RTK Query API with its middleware)
// instead of making a second store: the reducer is injected into the store's combineSlices reducer, the middleware
// into the store's dynamic middleware. Additive: the shared state and every app that never injects are unchanged.
import { createAction, type createDynamicMiddleware, type Dispatch, type Middleware, type Reducer } from '@reduxjs/toolkit';
import type { RootReducer } from './rootReducer';

export interface StoreInjection {
  /** A slice, an RTK Query API, or `{ reducerPath, reducer }`: its state lives under `reducerPath`. */
  slice: { reducerPath: string; reducer: Reducer };
  /** The middleware it needs, e.g. an API's `middleware`; added once however often it is injected. */
  middleware?: Middleware;
}

/** Dispatched after an injection, so the new state is in the store before any selector reads it. */
export const sliceInjected = createAction<string>('store/sliceInjected');

interface InjectionTarget {
  reducer: RootReducer;
  dynamicMiddleware: ReturnType<typeof createDynamicMiddleware>;
  getState: () => object;
  dispatch: Dispatch;
}

export function sliceInjector({ reducer, dynamicMiddleware, getState, dispatch }: InjectionTarget) {
  const injected = new Map<string, Reducer>();
  /** Injecting the same slice again does nothing; another under a path already in use is refused. */
  return function injectSlice({ slice, middleware }: StoreInjection): void {
    const { reducerPath } = slice;
    const present = injected.get(reducerPath);
    if (present ? present !== slice.reducer : reducerPath in getState()) throw new Error(`the store already has state under "${reducerPath}"`);
    injected.set(reducerPath, slice.reducer);
    reducer.inject(slice as Parameters<RootReducer['inject']>[0]);
    if (middleware) dynamicMiddleware.addMiddleware(middleware);
    if (!present) dispatch(sliceInjected(reducerPath));
  };
}
