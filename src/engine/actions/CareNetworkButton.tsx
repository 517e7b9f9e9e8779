import { Button } from '@blueprintjs/core';
import { useGetCareNetworkTokenMutation } from '../../api/portalApi';
import type { CareNetwork } from '../../api/sharedUiTypes';
import { useToast } from '../useToast';
import { careNetworkTexts as T } from '../../i18n/sharedUi';
import { redirectPlan, submitHiddenForm } from './careNetworkRedirect';
import '../blocks/_data/dataBlocks.css';

/**
 * The button action `careNetworkRedirect`: opens the care network of its row ($item of a card of
 * GET /api/cgdm-svc/geo/reseaux) by the care-network rules (./careNetworkRedirect.ts) — a plain
 * link, a hidden POST form (Kalivia, Kalixia), or a single-use token first (SANTECLAIR).
 */
export default function CareNetworkButton({
  network, label, ariaLabel, intent,
}: { network: CareNetwork; label: string; ariaLabel?: string; intent: 'primary' | 'none' }) {
  const [getToken, tokenState] = useGetCareNetworkTokenMutation();
  const toast = useToast();

  const go = async () => {
    const plan = redirectPlan(network);
    if (plan.kind === 'open') {
      window.open(plan.url, '_blank', 'noopener');
      return;
    }
    if (plan.kind === 'post') {
      submitHiddenForm(plan.url, plan.fields);
      return;
    }
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
  };

  return (
    <Button
      intent={intent}
      text={label}
      aria-label={ariaLabel}
      loading={tokenState.isLoading}
      disabled={tokenState.isLoading}
      onClick={() => void go()}
      className="ea-button ea-action-button"
    />
  );
}
