import { lazy, Suspense, useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { hasUnsavedForms } from '../engine/unsavedForms';

// The Alert (Blueprint's overlay) loads only when a visitor is about to lose what they typed.
const UnsavedFormsAlert = lazy(() => import('./UnsavedFormsAlert'));

/**
 * Leaving a route while a form holds unsaved data asks first (issue 14 item 8): a router blocker
 * for the portal's own links and "Retour", `beforeunload` for closing or reloading the tab.
 * The shell mounts it (its own chunk) while some form reports unsaved data.
 */
export default function UnsavedFormsPrompt() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedForms() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedForms()) return;
      // The browser shows its own question; its text cannot be chosen.
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <UnsavedFormsAlert onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
    </Suspense>
  );
}
