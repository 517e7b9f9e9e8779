import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { isForcedNavigation } from '../api/apiNavigation';
import { hasUnsavedForms } from '../engine/unsavedForms';
import UnsavedFormsAlert from '../engine/ui/UnsavedFormsAlert';

/** Leaving the route while a form holds unsaved data asks first: links, « Retour », the browser's back. */
const leavingUnsavedForm: BlockerFunction = ({ currentLocation, nextLocation }) =>
  hasUnsavedForms() &&
  !isForcedNavigation(nextLocation.state) && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);

/**
 * The router's blocker, mounted by the shell only while a form holds unsaved data: a blocker
 * always in place makes every navigation the router did not make (an address typed, a bookmark,
 * a link in a mail) a POP it cannot block, which React Router reports as a console warning.
 * Its own chunk: the landing page, which has no form, does not carry it.
 */
export default function LeavingUnsavedForms() {
  const leaving = useBlocker(leavingUnsavedForm);
  if (leaving.state !== 'blocked') return null;
  return <UnsavedFormsAlert onStay={() => leaving.reset()} onLeave={() => leaving.proceed()} />;
}
