import { useParams } from 'react-router-dom';
import { ActeCatalogue } from './ActeCatalogue';
import { ActePreview } from './ActePreview';

/**
 * #/dev/actes and #/dev/actes/<acte> (issue 17 item 1) are one screen file (route `dev/actes/*`):
 * every screen file's route is in the first script of every page, and these two developer pages
 * should not make the landing page heavier than one entry does.
 */
export function DevActes() {
  const acte = useParams()['*'];
  return acte ? <ActePreview acte={acte} /> : <ActeCatalogue />;
}
