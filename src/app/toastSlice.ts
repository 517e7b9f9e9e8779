import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastIntent = 'success' | 'danger' | 'warning' | 'primary' | 'none';

export interface ToastMessage {
  id: string;
  message: string;
  intent: ToastIntent;
  /** Milliseconds; 0 keeps the toast until closed. */
  timeout?: number;
}

/**
 * Toasts live in the store so any screen, block or API listener can raise one. One toast per
 * text at a time: the same text again replaces the one shown (its delay starts over) instead of
 * stacking a copy.
 */
const toastSlice = createSlice({
  name: 'toasts',
  initialState: [] as ToastMessage[],
  reducers: {
    showToast: {
      reducer: (state, action: PayloadAction<ToastMessage>) => [
        ...state.filter((toast) => toast.message !== action.payload.message),
        action.payload,
      ],
      prepare: (toast: Omit<ToastMessage, 'id'>) => ({ payload: { id: nanoid(), ...toast } }),
    },
    dismissToast: (state, action: PayloadAction<string>) => state.filter((toast) => toast.id !== action.payload),
  },
});

export const { showToast, dismissToast } = toastSlice.actions;
export const toastsReducer = toastSlice.reducer;

/** Spec §9: delaiToasts is in seconds; without it, 5000 ms. */
export const DEFAULT_TOAST_DELAY_MS = 5000;
export function toastDelayMs(delaiToasts: number | undefined | null): number {
  return typeof delaiToasts === 'number' && delaiToasts > 0 ? delaiToasts * 1000 : DEFAULT_TOAST_DELAY_MS;
}
