import { forwardRef, useEffect, useRef, useState } from 'react';
import { Button, Classes, OverlayToaster } from '@blueprintjs/core';
import { CrossIcon, ErrorIcon, InfoSignIcon, TickIcon, WarningSignIcon } from '@blueprintjs/icons';
import { useDispatch, useSelector } from 'react-redux';
import { dismissToast, type ToastMessage } from '../engine/toastSlice';
import type { RootState } from './store';
import { shellTexts } from '../i18n/messages';

/** Renders the toasts of the store; each hides itself after its delay. Loaded lazily by Toasts.tsx. */
export default function ToastList() {
  const toasts = useSelector((state: RootState) => state.toasts);
  const dispatch = useDispatch();
  return (
    <OverlayToaster position="top" usePortal={false} className="ea-toaster">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={() => dispatch(dismissToast(toast.id))} />
      ))}
    </OverlayToaster>
  );
}

const ICONS = { success: TickIcon, danger: ErrorIcon, warning: WarningSignIcon, primary: InfoSignIcon, none: InfoSignIcon } as const;

/**
 * One toast, drawn like Blueprint's but accessible in French: an error or a warning is an
 * alert (read at once), anything else a status (read politely), each carrying its text; the
 * close button is named 'Fermer' (Blueprint's says 'Close', and makes every toast an alert).
 * Hovering or focusing the toast pauses its timeout, as Blueprint's does.
 */
const ToastItem = forwardRef<HTMLDivElement, { toast: ToastMessage; onDismiss: () => void }>(function ToastItem({ toast, onDismiss }, ref) {
  const [paused, setPaused] = useState(false);
  const { timeout = 0 } = toast;
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    if (paused || timeout <= 0) return;
    const timer = window.setTimeout(() => dismiss.current(), timeout);
    return () => window.clearTimeout(timer);
    // `repeat` changes when the same text is raised again: the delay starts over.
  }, [paused, timeout, toast.repeat]);
  const IntentIcon = ICONS[toast.intent];
  const urgent = toast.intent === 'danger' || toast.intent === 'warning';
  return (
    <div
      ref={ref}
      className={`${Classes.TOAST} ${Classes.intentClass(toast.intent) ?? ''}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <IntentIcon aria-hidden />
      <span className={Classes.TOAST_MESSAGE} role={urgent ? 'alert' : 'status'}>
        {toast.message}
      </span>
      <Button variant="minimal" icon={<CrossIcon />} aria-label={shellTexts.close} title={shellTexts.close} onClick={onDismiss} />
    </div>
  );
});
