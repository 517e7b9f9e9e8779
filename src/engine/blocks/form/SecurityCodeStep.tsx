import { SecurityCodeDialog } from '../../securityCode';
import type { AmfOperation } from '../../../api/sharedUiTypes';

/**
 * The security-code step of a form flow (forgot-username, a login the server gated): the shared
 * 6-digit modal. The answers so far may say whether SMS is possible (isUserAmfAuthorized, sendType).
 */
export default function SecurityCodeStep({
  operation,
  username,
  newAmfTel,
  hasConfirmedMobile,
  response,
  onDone,
}: {
  operation: string;
  username: unknown;
  /** modifyPhone: the number typed (the server compares it with the one the code went to). */
  newAmfTel?: unknown;
  /** From the screen when it knows (a read of the AMF state); else from the answers so far. */
  hasConfirmedMobile?: unknown;
  response: Record<string, unknown>;
  onDone: (ok: boolean) => void;
}) {
  const sendType = response.sendType === 'SMS' || response.sendType === 'MAIL' ? response.sendType : undefined;
  return (
    <SecurityCodeDialog
      isOpen
      operation={operation as AmfOperation}
      username={typeof username === 'string' ? username : undefined}
      sendType={sendType}
      newAmfTel={typeof newAmfTel === 'string' ? newAmfTel : undefined}
      // Unknown (login): the server picks SMS or falls back to mail itself.
      hasConfirmedMobile={
        typeof hasConfirmedMobile === 'boolean'
          ? hasConfirmedMobile
          : 'isUserAmfAuthorized' in response
            ? response.isUserAmfAuthorized === true
            : undefined
      }
      onSuccess={() => onDone(true)}
      onClose={() => onDone(false)}
    />
  );
}
