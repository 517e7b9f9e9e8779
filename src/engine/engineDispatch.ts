import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { portalApi } from '../api/portalApi';

/** The part of the store the engine reads: the API slice's cache. */
type ApiSliceState = { [K in typeof portalApi.reducerPath]: ReturnType<typeof portalApi.reducer> };

/**
 * What the engine dispatches into the shell's store: plain actions and the API slice's thunks.
 * The engine says what it needs; the shell's store (src/app/store.ts) provides it, and the engine
 * never imports the shell.
 */
export type EngineDispatch = ThunkDispatch<ApiSliceState, unknown, UnknownAction>;
