import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { PortalDialog } from '../../engine/ui/PortalDialog';
import { portalApi, useGetContratsQuery, useLogoutMutation } from '../../api/portalApi';
import { readApi } from '../../api/readEndpoint';
import type { PortalError } from '../../api/baseQuery';
import { usePortal } from '../../engine/PortalContext';
import { ADMIN_HOME, isMemberAccount } from '../../engine/guards';
import type { AppDispatch } from '../store';
import { storageKeys } from '../../api/storageKeys';
import { forgetContrat } from '../../engine/currentContrat';
// The member home drawn by the server, if the page came with it: the app takes it over once drawn.
import '../pagePreview';
import { useToast } from '../../engine/useToast';
import { contratTexts as T } from '../../i18n/sharedUi';
import { contratsOutcome } from './contratsRules';
import { useScreenReadsPrefetch } from './useScreenReadsPrefetch';
import { useServiceWorker } from '../serviceWorker';

/**
 * Mounted by the shell for a logged-in user: loads the contracts and acts on what comes back.
 * No contract: a back-office user is sent to the back office, a member removed
 * from contracts is logged out to the login page — each told why by a toast, no dialog in the
 * way. A failed load (503: the server's body) raises a dialog the visitor can close.
 */
export function ContratsGate() {
  const env = usePortal();
  const { user } = env;
  // Staff who are not members have no contract to load: nothing to say, they are at home in the back office.
  const contrats = useGetContratsQuery(undefined, { skip: !user || !isMemberAccount(user) });
  const [logout] = useLogoutMutation();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const toast = useToast();
  const handled = useRef(false);
  const [loadErrorClosed, setLoadErrorClosed] = useState(false);
  useServiceWorker(!!user && isMemberAccount(user));
  const outcome = user ? contratsOutcome(user, { data: contrats.data, error: contrats.error as PortalError | undefined }) : null;

  // The same answer is what a screen's data block reads as `adherent/contrats` (the accueil's
  // contract card): given to it, the card shows as soon as its code is there, without a second
  // round trip (the member home must be usable within 1.5 s).
  useEffect(() => {
    if (contrats.data) dispatch(readApi.util.upsertQueryData('read', { resource: 'adherent/contrats', params: {} }, contrats.data));
  }, [contrats.data, dispatch]);
  useScreenReadsPrefetch(env, contrats.data);

  useEffect(() => {
    if (outcome?.kind !== 'noContract' || handled.current) return;
    handled.current = true;
    toast(outcome.message, 'warning');
    if (outcome.target === 'admin') {
      if (!pathname.startsWith(ADMIN_HOME)) navigate(ADMIN_HOME, { replace: true });
      return;
    }
    void logout().then(() => {
      forgetContrat();
      localStorage.removeItem(storageKeys.currentSecurityCode);
      // The shell now sees an anonymous visitor (this gate unmounts); the login page follows.
      dispatch(portalApi.util.upsertQueryData('getCurrentUser', undefined, null));
      navigate('/login', { replace: true });
    });
    // Once per login (handled): a later run, for new functions or a new outcome object, stops at once.
  }, [outcome, dispatch, logout, navigate, pathname, toast]);

  if (outcome?.kind !== 'loadFailed' || loadErrorClosed) return null;
  return (
    <PortalDialog isOpen title={T.loadFailedTitle} onClose={() => setLoadErrorClosed(true)}>
      <DialogBody>
        <Callout intent="danger" role="alert">{outcome.message}</Callout>
      </DialogBody>
      <DialogFooter actions={<Button text={T.retry} onClick={() => void contrats.refetch()} loading={contrats.isFetching} />} />
    </PortalDialog>
  );
}

export default ContratsGate;
