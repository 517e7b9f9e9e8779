import { Button, Callout, Card, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useGetCareNetworkTokenMutation, useGetCareNetworksQuery } from '../../api/portalApi';
import type { PortalError } from '../../api/baseQuery';
import type { CareNetwork } from '../../api/sharedUiTypes';
import { careNetworkTexts as T } from '../../i18n/sharedUi';
import { shellTexts } from '../../i18n/messages';
import { Loader } from '../../engine/ui/Loader';
import { useToast } from '../useToast';
import { redirectPlan, submitHiddenForm } from './careNetworkRedirect';
import { useReturnFocus } from '../useReturnFocus';

/** Modal listing the external care-network services as cards (spec §2), with the §7 redirect rules. */
export function CareNetworkDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  useReturnFocus(isOpen);
  const { data, isLoading, error } = useGetCareNetworksQuery(undefined, { skip: !isOpen });
  const [getToken, tokenState] = useGetCareNetworkTokenMutation();
  const toast = useToast();

  const go = async (network: CareNetwork) => {
    const plan = redirectPlan(network);
    if (plan.kind === 'open') {
      window.open(plan.url, '_blank', 'noopener');
    } else if (plan.kind === 'post') {
      submitHiddenForm(plan.url, plan.fields);
    } else {
      // Open the tab now (a popup opened after an await is blocked), then point it at the provider.
      const tab = window.open('about:blank', '_blank');
      const result = await getToken({ reseau: network.reseau });
      if ('error' in result && result.error) {
        tab?.close();
        toast(T.tokenFailed, 'danger');
        return;
      }
      const url = plan.buildUrl(result.data.scTokenId);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={T.title} className="ea-care-networks">
      <DialogBody>
        {isLoading && <Loader />}
        {error && <Callout intent="danger" role="alert">{(error as PortalError).message}</Callout>}
        {data && data.length === 0 && <p>{T.empty}</p>}
        <ul className="ea-care-networks__list">
          {data?.map((network) => (
            <li key={`${network.reseau}-${network.libelle}`}>
              <Card className="ea-care-network" aria-label={network.libelle}>
                {network.imageId && (
                  <img
                    src={`/api/cgdm-svc/geo/images/${encodeURIComponent(network.imageId)}`}
                    alt=""
                    className={`ea-care-network__logo ea-care-network__logo--${network.imageForm ?? 'rectangle'}`}
                    height={40}
                  />
                )}
                <h3>{network.libelle}</h3>
                <p>{network.description}</p>
                <Button
                  intent="primary"
                  text={T.open}
                  aria-label={`${T.open} : ${network.libelle}`}
                  loading={tokenState.isLoading && tokenState.originalArgs?.reseau === network.reseau}
                  onClick={() => void go(network)}
                />
              </Card>
            </li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter actions={<Button text={shellTexts.close} onClick={onClose} />} />
    </Dialog>
  );
}
