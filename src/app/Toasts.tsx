import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import type { RootState } from './store';

// Blueprint's toaster (Overlay2, react-transition-group: ~6 KB gzip) loads with the first toast,
// not with the landing page, which rarely shows one.
const ToastList = lazy(() => import('./ToastList'));

/** The toast container of the shell, mounted once a first toast is raised (then kept). */
export function Toasts() {
  const hasToast = useSelector((state: RootState) => state.toasts.length > 0);
  const [needed, setNeeded] = useState(hasToast);
  if (hasToast && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
