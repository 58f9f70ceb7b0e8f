// Store types that slices, thunks and listeners need without importing the store itself.
import type { ThunkAction, ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { RootReducer } from './rootReducer';

export type RootState = ReturnType<RootReducer>;
export type AppThunk<Result = void> = ThunkAction<Result, RootState, unknown, UnknownAction>;
export type AppThunkDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
export type AppStartListening = TypedStartListening<RootState, AppThunkDispatch>;
