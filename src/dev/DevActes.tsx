import { useParams } from 'react-router-dom';
import { ActeCatalogue } from './ActeCatalogue';
import { ActePreview } from './ActePreview';

/**
 * #/dev/actes and #/dev/actes/<acte> are one screen file (route `dev/actes/*`):
 * every screen file's route is in the first script of every page, and these two developer pages
 * should not make the landing page heavier than one entry does. A component of its own (src/dev/),
 * not blocks of a screen file: the preview puts a switched portal context (config, user, contract)
 * around the engine's form block, and the catalogue shows several links per row — no block does
 * either, and the developer tool should not grow the engine the member pages load.
 */
export function DevActes() {
  const acte = useParams()['*'];
  return acte ? <ActePreview acte={acte} /> : <ActeCatalogue />;
}
