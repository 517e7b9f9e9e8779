import type { AmfOperation, CareNetwork } from '../../api/sharedUiTypes';
import type { ButtonBlock } from '../../language/screenTypes';
import { useScreenScope } from '../ScreenData';
import { fillText, resolveValue } from '../../language/values';
import CareNetworkButton from './CareNetworkButton';
import SecurityCodeButton from './SecurityCodeButton';
import CallButton from './CallButton';

/** The button block's named actions (loaded on the screens that use them): call, careNetworkRedirect, securityCode. */
export default function ActionButton({ block }: { block: ButtonBlock }) {
  const scope = useScreenScope();
  const intent = block.intent ?? 'primary';
  const ariaLabel = block.ariaLabel ? fillText(block.ariaLabel, scope) : undefined;
  if (block.action === 'call' && block.call) return <CallButton label={block.label} ariaLabel={ariaLabel} intent={intent} call={block.call} />;
  if (block.action === 'careNetworkRedirect') {
    return <CareNetworkButton network={scope.item as CareNetwork} label={block.label} ariaLabel={ariaLabel} intent={intent} />;
  }
  if (block.action === 'securityCode' && block.securityCode) {
    const confirmed = resolveValue(block.securityCode.hasConfirmedMobile, scope);
    return (
      <SecurityCodeButton
        label={block.label}
        intent={intent}
        operation={block.securityCode.operation as AmfOperation}
        hasConfirmedMobile={typeof confirmed === 'boolean' ? confirmed : undefined}
        invalidates={block.securityCode.invalidates}
      />
    );
  }
  return null;
}
