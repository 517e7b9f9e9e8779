import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Callout, Classes, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { PortalDialog } from '../ui/PortalDialog';
import { errorId, type WidgetProps } from '@rjsf/utils';
import { useDispatch } from 'react-redux';
import SecurityCodeWidget, { SECURITY_CODE_LENGTH } from '../../../widgets/SecurityCodeWidget';
import { WidgetErrors } from '../../../widgets/WidgetErrors';
import { portalApi, useSendSecurityCodeMutation, useValidateOperationMutation } from '../../api/portalApi';
import type { PortalError } from '../../api/baseQuery';
import {
  UNAUTHENTICATED_OPERATIONS, type AmfOperation, type AmfSendType, type SendSecurityCodeReply,
} from '../../api/sharedUiTypes';
import { usePortal } from '../PortalContext';
import { securityCodeTexts as T } from '../../i18n/sharedUi';
import { storageKeys } from '../../api/storageKeys';
import { useToast } from '../useToast';
import { chooseSendType, successMessage, LOGOUT_REDIRECT_MS } from './rules';
import { useReturnFocus } from '../ui/useReturnFocus';

export interface SecurityCodeDialogProps {
  /** Shown while true; the dialog sends a code as soon as it opens. */
  isOpen: boolean;
  /** What the code protects: 'login', 'verifyUnauthenticated', 'activateAmf', 'modifyPhone'… */
  operation: AmfOperation;
  /**
   * The identifier (e-mail) of the user. Required for the operations run without a session
   * ('login', 'verifyUnauthenticated'): without it the dialog shows 'Veuillez renseigner les
   * informations de l'utilisateur.' and sends nothing. Ignored otherwise (the session tells).
   */
  username?: string;
  /**
   * Preferred channel. Default: SMS when the client has SMS on (`amfSmsActivated`) and
   * `hasConfirmedMobile` is not false, else MAIL. 'verifyByMail' / 'verifyBySms' force theirs.
   * The server may still answer MAIL (phone not an authorized mobile): the dialog then says so.
   */
  sendType?: AmfSendType;
  /** False when the user has no confirmed mobile phone (e.g. `isUserAmfAuthorized` of pre-forgot-username): mail is used. */
  hasConfirmedMobile?: boolean;
  /** For 'modifyPhone': the new number, already registered by `POST /api/amf/update-user-tel`. */
  newAmfTel?: string;
  /** Dialog title; default 'Code de sécurité'. */
  title?: string;
  /**
   * Called once the code is verified. The code is already stored in local storage
   * (`currentSecurityCode`, sent as X-SecurityCode on later calls), the operation's success toast shown,
   * and after 'activateAmf' / 'deactivateAmf' / 'modifyPhone' the user/AMF reads refreshed.
   */
  onSuccess: (securityCode: string) => void;
  /** Cancel, close, or a failed send ('L'envoi du code de sécurité a échoué.' already toasted). */
  onClose: () => void;
  /** Extra refresh after activate/modify-phone (e.g. reload a screen's data). */
  onRefresh?: () => void;
}

type Step =
  | { kind: 'sending' }
  | { kind: 'code'; sent: SendSecurityCodeReply }
  | { kind: 'missingUser' }
  | { kind: 'loggedOut'; content?: string };

/**
 * The 6-digit security-code modal: send by SMS or mail → type the code → verify.
 * Reusable by any screen: forgot-username, login, account security, sensitive actes.
 */
export function SecurityCodeDialog(props: SecurityCodeDialogProps) {
  const { isOpen } = props;
  if (!isOpen) return null;
  return <OpenSecurityCodeDialog {...props} />;
}

function OpenSecurityCodeDialog({
  operation, username, sendType, hasConfirmedMobile, newAmfTel, title, onSuccess, onClose, onRefresh,
}: SecurityCodeDialogProps) {
  useReturnFocus(true);
  const { config } = usePortal();
  const toast = useToast();
  const dispatch = useDispatch();
  const [send, sendState] = useSendSecurityCodeMutation();
  const [validate, validateState] = useValidateOperationMutation();
  const [step, setStep] = useState<Step>({ kind: 'sending' });
  const [code, setCode] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(false);
  const redirectTimer = useRef<number | undefined>();

  const needsUser = UNAUTHENTICATED_OPERATIONS.includes(operation);
  const channel = chooseSendType({ operation, preferred: sendType, amfSmsActivated: config.amfSmsActivated, hasConfirmedMobile });

  const sendCode = useCallback(
    async (resend: boolean) => {
      if (needsUser && !username?.trim()) {
        setStep({ kind: 'missingUser' });
        return;
      }
      setError(null);
      const result = await send({ sendType: channel, operation, ...(needsUser ? { username: username!.trim() } : {}) });
      if ('error' in result && result.error) {
        const failure = result.error as PortalError;
        const body = (failure.body ?? {}) as { logoutUrl?: unknown; content?: unknown };
        if (typeof body.logoutUrl === 'string') {
          // Same error with the server's content, then the browser leaves after 3 s.
          setStep({ kind: 'loggedOut', content: typeof body.content === 'string' ? body.content : failure.message });
          const target = body.logoutUrl;
          redirectTimer.current = window.setTimeout(() => window.location.assign(target), LOGOUT_REDIRECT_MS);
          return;
        }
        toast(T.sendFailed, 'danger');
        onClose();
        return;
      }
      // A send that ends the session is an error reply (above); a success is always a code sent.
      const sent = result.data;
      setStep({ kind: 'code', sent });
      setCode(undefined);
      setSubmitted(false);
      setAttempt((n) => n + 1);
      if (resend) toast(T.resent, 'success');
    },
    [needsUser, username, send, channel, operation, toast, onClose],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void sendCode(false);
  }, [sendCode]);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const verify = async () => {
    setSubmitted(true);
    if (!code || code.length !== SECURITY_CODE_LENGTH) {
      setError(T.incomplete);
      return;
    }
    setError(null);
    const result = await validate({
      securityCode: code,
      operation,
      ...(newAmfTel ? { newAmfTel } : {}),
      ...(needsUser && username ? { username: username.trim() } : {}),
    });
    if ('error' in result && result.error) {
      setError((result.error as PortalError).message);
      setCode(undefined);
      setSubmitted(false);
      setAttempt((n) => n + 1);
      return;
    }
    localStorage.setItem(storageKeys.currentSecurityCode, code);
    if (operation === 'activateAmf' || operation === 'deactivateAmf' || operation === 'modifyPhone') {
      // After activate / modify phone, a refresh call runs.
      dispatch(portalApi.util.invalidateTags(['User', 'Amf']));
      onRefresh?.();
    }
    toast(successMessage(operation), 'success');
    onSuccess(code);
  };

  const busy = sendState.isLoading || validateState.isLoading;
  const widgetProps = {
    id: 'ea-security-code',
    name: 'securityCode',
    label: T.codeLabel,
    value: code,
    required: true,
    disabled: busy,
    readonly: false,
    autofocus: true,
    rawErrors: submitted && error === T.incomplete ? [error] : undefined,
    onChange: (value: string | undefined) => setCode(value),
    onBlur: () => {},
    onFocus: () => {},
    options: {},
    schema: { type: 'string' },
    uiSchema: {},
    formContext: {},
    registry: {},
  } as unknown as WidgetProps;

  return (
    <PortalDialog isOpen onClose={step.kind === 'loggedOut' ? undefined : onClose} title={title ?? T.title} className="ea-security-code-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void verify();
        }}
        noValidate
      >
        <DialogBody>
          {step.kind === 'sending' && (
            // A div: the spinner is a div, which a <p> may not hold.
            <div role="status" className="ea-security-code__sending" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <Spinner size={16} /> {T.sending}
            </div>
          )}
          {step.kind === 'missingUser' && (
            <Callout intent="danger" role="alert">
              {T.missingUser}
            </Callout>
          )}
          {step.kind === 'loggedOut' && (
            <Callout intent="danger" role="alert" title={T.sendFailed}>
              {step.content && <p>{step.content}</p>}
              <p className={Classes.TEXT_MUTED}>{T.redirecting}</p>
            </Callout>
          )}
          {step.kind === 'code' && (
            <>
              <p role="status">
                {step.sent.sendType === 'SMS' ? T.sentBySms(step.sent.destination) : T.sentByMail(step.sent.destination)}{' '}
                {T.validity}
              </p>
              {step.sent.telephoneForbidden && (
                <Callout intent="warning" compact className="ea-security-code__forbidden">
                  {T.telephoneForbidden}
                </Callout>
              )}
              {/* A new attempt (wrong code, code sent again) starts from fresh, untouched boxes. */}
              <SecurityCodeWidget key={attempt} {...widgetProps} />
              {/* Every error here, the incomplete code included: outside a themed form nobody
                  else shows the widget's rawErrors. The id ties it to the boxes (aria-describedby). */}
              <WidgetErrors id={errorId(widgetProps.id)} errors={[error]} />
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            step.kind === 'loggedOut' ? undefined : (
              <>
                <Button text={T.cancel} onClick={onClose} disabled={validateState.isLoading} />
                {step.kind === 'code' && (
                  <Button text={T.resend} onClick={() => void sendCode(true)} loading={sendState.isLoading} disabled={busy} />
                )}
                {step.kind === 'code' && (
                  <Button type="submit" intent="primary" text={T.validate} loading={validateState.isLoading} disabled={busy} />
                )}
              </>
            )
          }
        />
      </form>
    </PortalDialog>
  );
}

export default SecurityCodeDialog;
