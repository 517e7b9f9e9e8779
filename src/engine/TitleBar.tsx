import { Button } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { parentRoute } from './registries/screens';
import { shellTexts } from '../i18n/messages';
import { hasPreviousPortalPage } from './historyIndex';

/** The page title bar: the page's one h1, with a back button when the screen asks for it. */
export function TitleBar({ title, back }: { title: string; back?: boolean }) {
  if (!title && !back) return null;
  return (
    <div className="ea-titlebar">
      {back && <BackButton />}
      {title && <h1 className="ea-titlebar__title" tabIndex={-1}>{title}</h1>}
    </div>
  );
}

/**
 * Back within the portal; a page opened first (mail link, bookmark) has nothing of ours behind
 * it, so "Retour" goes up to the parent route instead of leaving the site.
 */
function BackButton() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onClick = () => (hasPreviousPortalPage() ? navigate(-1) : navigate(parentRoute(pathname)));
  return <Button variant="minimal" icon={<ArrowLeft />} aria-label={shellTexts.back} onClick={onClick} />;
}
