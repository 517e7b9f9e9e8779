import { Button } from '@blueprintjs/core';
import { useCallEndpointMutation } from '../../api/portalApi';
import type { PortalError } from '../../api/baseQuery';
import { useToast } from '../useToast';
import type { ButtonCall } from '../../language/screenTypes';
import { useScreenScope } from '../ScreenData';
import { resolveValues } from '../../language/values';
import { fillResourcePath } from '../blocks/_data/itemScope';

/** Calls an endpoint with values of the route ('Recevoir un nouveau lien' → relance-activation?userId=…). */
export default function CallButton({ label, ariaLabel, intent, call }: { label: string; ariaLabel?: string; intent: 'primary' | 'none'; call: ButtonCall }) {
  const [callEndpoint, { isLoading }] = useCallEndpointMutation();
  const toast = useToast();
  const scope = useScreenScope();
  const onClick = async () => {
    const result = await callEndpoint({
      // A row's button names its row in the path ('admin/audiences/{item.id}'), each segment encoded.
      endpoint: fillResourcePath(call.endpoint, scope),
      method: call.method ?? 'POST',
      params: resolveValues(call.query, scope),
      body: resolveValues(call.body, scope),
      invalidates: call.invalidates,
    });
    if ('error' in result && result.error) {
      const error = result.error as PortalError;
      // Unreachable server: the status text; otherwise the screen's own failure text when it has one.
      toast(error.status === 0 || !call.errorToast ? error.message : call.errorToast, 'danger');
    } else if (call.successToast) {
      toast(call.successToast, 'success');
    }
  };
  return <Button intent={intent} loading={isLoading} disabled={isLoading} onClick={onClick} text={label} aria-label={ariaLabel} className="ea-button" size="large" />;
}
