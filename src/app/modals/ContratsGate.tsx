import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useGetContratsQuery, useLogoutMutation } from '../../api/portalApi';
import type { PortalError } from '../../api/baseQuery';
import { usePortal } from '../../engine/PortalContext';
import { navigateHash, useHashPath } from '../hashLocation';
import { storageKeys } from '../storageKeys';
import { contratTexts as T } from '../../i18n/sharedUi';
import { contratsOutcome } from './contratsRules';

/**
 * Mounted by the shell for a logged-in user: loads the contracts and raises the no-contract
 * modal (back-office user → /admin; member removed from contracts → logged out to the login
 * page) or the static load-error modal (503: the server's body).
 */
export function ContratsGate() {
  const { user } = usePortal();
  const contrats = useGetContratsQuery(undefined, { skip: !user });
  const [logout, logoutState] = useLogoutMutation();
  const [path] = useHashPath();
  if (!user) return null;
  const outcome = contratsOutcome(user, { data: contrats.data, error: contrats.error as PortalError | undefined });
  if (outcome.kind === 'ok') return null;
  if (outcome.kind === 'noContract' && outcome.target === 'admin' && path.startsWith('/admin')) return null;

  if (outcome.kind === 'loadFailed') {
    return (
      <Dialog isOpen title={T.loadFailedTitle} isCloseButtonShown={false} canEscapeKeyClose={false} canOutsideClickClose={false}>
        <DialogBody>
          <Callout intent="danger" role="alert">{outcome.message}</Callout>
        </DialogBody>
        <DialogFooter actions={<Button text={T.retry} onClick={() => void contrats.refetch()} loading={contrats.isFetching} />} />
      </Dialog>
    );
  }

  const leave = async () => {
    if (outcome.target === 'admin') {
      navigateHash('/admin');
      return;
    }
    await logout();
    localStorage.removeItem(storageKeys.currentContrat);
    localStorage.removeItem(storageKeys.currentSecurityCode);
    navigateHash('/login');
    window.location.reload();
  };
  return (
    <Dialog isOpen title={T.noContractTitle} isCloseButtonShown={false} canEscapeKeyClose={false} canOutsideClickClose={false}>
      <DialogBody>
        <Callout intent="warning" role="alert">{outcome.message}</Callout>
      </DialogBody>
      <DialogFooter
        actions={
          <Button
            intent="primary"
            text={outcome.target === 'admin' ? T.goAdmin : T.logout}
            loading={logoutState.isLoading}
            onClick={() => void leave()}
          />
        }
      />
    </Dialog>
  );
}

export default ContratsGate;
