import { Button } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import { shellTexts } from '../i18n/messages';

/** The page title bar: the page's one h1, with a back button when the screen asks for it. */
export function TitleBar({ title, back }: { title: string; back?: boolean }) {
  if (!title && !back) return null;
  return (
    <div className="ea-titlebar">
      {back && (
        <Button variant="minimal" icon={<ArrowLeft />} aria-label={shellTexts.back} onClick={() => window.history.back()} />
      )}
      {title && <h1 className="ea-titlebar__title" tabIndex={-1}>{title}</h1>}
    </div>
  );
}
