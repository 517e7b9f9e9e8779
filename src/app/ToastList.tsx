import { OverlayToaster, Toast2 } from '@blueprintjs/core';
import { useDispatch, useSelector } from 'react-redux';
import { dismissToast } from './toastSlice';
import type { RootState } from './store';

/** Renders the toasts of the store; each hides itself after its delay (spec §9). */
export default function ToastList() {
  const toasts = useSelector((state: RootState) => state.toasts);
  const dispatch = useDispatch();
  return (
    <OverlayToaster position="top" usePortal={false} className="ea-toaster">
      {toasts.map((toast) => (
        <Toast2
          key={toast.id}
          message={toast.message}
          intent={toast.intent}
          timeout={toast.timeout}
          onDismiss={() => dispatch(dismissToast(toast.id))}
        />
      ))}
    </OverlayToaster>
  );
}
