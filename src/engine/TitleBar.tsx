import { lazy, Suspense, useEffect, useRef } from 'react';

// Its own chunk, with its arrow icon: the landing page (no back button) does not download them.
const BackButton = lazy(() => import('./BackButton'));

/** The first page of a visit keeps the browser's start (the skip link first); later ones do not. */
let visitStarted = false;

/**
 * The page title bar: the page's one h1, with a back button when the screen asks for it. A new
 * page (after a login, a form sent) takes the focus its previous page lost with its controls: the
 * keyboard and the screen reader go on from its title, not from the top of the document.
 */
export function TitleBar({ title, back }: { title: string; back?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!title) return;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (visitStarted && lost) heading.current?.focus();
    visitStarted = true;
  }, [title]);
  if (!title && !back) return null;
  return (
    <div className="ea-titlebar">
      {back && (
        <Suspense fallback={null}>
          <BackButton />
        </Suspense>
      )}
      {title && <h1 className="ea-titlebar__title" tabIndex={-1} ref={heading}>{title}</h1>}
    </div>
  );
}
