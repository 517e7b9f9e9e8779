import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastIntent = 'success' | 'danger' | 'warning' | 'primary' | 'none';

export interface ToastMessage {
  id: string;
  message: string;
  intent: ToastIntent;
  /** Milliseconds; 0 keeps the toast until closed. */
  timeout?: number;
  /** How many times the same text was raised again while shown (its delay starts over each time). */
  repeat?: number;
}

/**
 * Toasts live in the store so any screen, block or API listener can raise one. One toast per
 * text at a time: the same text again keeps the toast shown (same id, so it is not drawn again)
 * and starts its delay over, instead of stacking a copy.
 */
const toastSlice = createSlice({
  name: 'toasts',
  initialState: [] as ToastMessage[],
  reducers: {
    showToast: {
      reducer: (state, action: PayloadAction<ToastMessage>) => {
        const shown = state.find((toast) => toast.message === action.payload.message);
        if (!shown) {
          state.push(action.payload);
          return;
        }
        shown.intent = action.payload.intent;
        shown.timeout = action.payload.timeout;
        shown.repeat = (shown.repeat ?? 0) + 1;
      },
      prepare: (toast: Omit<ToastMessage, 'id'>) => ({ payload: { id: nanoid(), ...toast } }),
    },
    dismissToast: (state, action: PayloadAction<string>) => state.filter((toast) => toast.id !== action.payload),
    /** Hides the toasts showing these texts: what a later answer made untrue (a refused login, once logged in). */
    dismissToastTexts: (state, action: PayloadAction<string[]>) => state.filter((toast) => !action.payload.includes(toast.message)),
  },
});

export const { showToast, dismissToast, dismissToastTexts } = toastSlice.actions;
export const toastsReducer = toastSlice.reducer;

/** delaiToasts is in seconds; without it, 5000 ms. */
export const DEFAULT_TOAST_DELAY_MS = 5000;
export function toastDelayMs(delaiToasts: number | undefined | null): number {
  return typeof delaiToasts === 'number' && delaiToasts > 0 ? delaiToasts * 1000 : DEFAULT_TOAST_DELAY_MS;
}
