import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { usePortal } from './PortalContext';
import { showToast, toastDelayMs, type ToastIntent } from './toastSlice';

/** Raise a toast that hides after the client's delaiToasts. */
export function useToast() {
  const { config } = usePortal();
  const dispatch = useDispatch();
  return useCallback(
    (message: string, intent: ToastIntent = 'success') =>
      dispatch(showToast({ message, intent, timeout: toastDelayMs(config.delaiToasts) })),
    [dispatch, config.delaiToasts],
  );
}
