import { lazy, Suspense } from 'react';

// Its own chunk, with its arrow icon: the landing page (no back button) does not download them.
const BackButton = lazy(() => import('./BackButton'));

/** The page title bar: the page's one h1, with a back button when the screen asks for it. */
export function TitleBar({ title, back }: { title: string; back?: boolean }) {
  if (!title && !back) return null;
  return (
    <div className="ea-titlebar">
      {back && (
        <Suspense fallback={null}>
          <BackButton />
        </Suspense>
      )}
      {title && <h1 className="ea-titlebar__title" tabIndex={-1}>{title}</h1>}
    </div>
  );
}
