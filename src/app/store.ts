import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { portalApi } from '../api/portalApi';
import { toastsReducer } from '../engine/toastSlice';

type ApiState = ReturnType<typeof portalApi.reducer>;

/** The API cache a page drawn by the server was drawn from (src/ssr/renderPreview.tsx): its answers and their tags. */
export type ServerDrawnState = Pick<ApiState, 'queries' | 'provided'>;

/** `drawn`: the app starts with the server's answers, so that its first render is the server's markup (main.tsx). */
export function createStore(drawn?: ServerDrawnState) {
  const store = configureStore({
    reducer: { [portalApi.reducerPath]: portalApi.reducer, toasts: toastsReducer },
    middleware: (getDefault) => getDefault().concat(portalApi.middleware),
    preloadedState: drawn ? { [portalApi.reducerPath]: { ...portalApi.reducer(undefined, { type: '' }), ...drawn } } : undefined,
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
