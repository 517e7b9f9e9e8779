import { SecurityCodeDialog } from '../../app/securityCode';
import type { AmfOperation } from '../../api/sharedUiTypes';

/**
 * The security-code step of a form flow (forgot-username): the shared 6-digit modal. The
 * answers so far say whether SMS is possible (isUserAmfAuthorized, sendType).
 */
export default function SecurityCodeStep({
  operation,
  username,
  response,
  onDone,
}: {
  operation: string;
  username: unknown;
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
      hasConfirmedMobile={response.isUserAmfAuthorized === true}
      onSuccess={() => onDone(true)}
      onClose={() => onDone(false)}
    />
  );
}
