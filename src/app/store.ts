import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { portalApi } from '../api/portalApi';
import { toastsReducer } from '../engine/toastSlice';

export function createStore() {
  const store = configureStore({
    reducer: { [portalApi.reducerPath]: portalApi.reducer, toasts: toastsReducer },
    middleware: (getDefault) => getDefault().concat(portalApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
