import { Button } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { parentRoute } from './registries/screens';
import { shellTexts } from '../i18n/messages';
import { hasPreviousPortalPage } from './historyIndex';

/**
 * Back within the portal; a page opened first (mail link, bookmark) has nothing of ours behind
 * it, so "Retour" goes up to the parent route instead of leaving the site.
 */
export default function BackButton() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onClick = () => (hasPreviousPortalPage() ? navigate(-1) : navigate(parentRoute(pathname)));
  return <Button variant="minimal" icon={<ArrowLeft />} aria-label={shellTexts.back} onClick={onClick} />;
}
