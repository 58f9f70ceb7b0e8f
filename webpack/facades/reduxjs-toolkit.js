// What the page uses of @reduxjs/toolkit, shared in its place: the names `shared/` imports, and the names RTK Query
// (bundled into @storefront/shared) imports from it. Sharing the package itself ships every export, entity adapters
// and dynamic middleware included. The import below is an alias of the package's own ES module (see
// sharedFacades.js): the plain name would be this facade itself. The build fails when a module imports a name
// missing here.
export {
  combineReducers,
  combineSlices,
  configureStore,
  createAction,
  createAsyncThunk,
  createDynamicMiddleware,
  createListenerMiddleware,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
  SHOULD_AUTOBATCH,
} from 'facade-source/@reduxjs/toolkit';
