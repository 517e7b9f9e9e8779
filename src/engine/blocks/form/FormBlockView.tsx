import { lazy, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import { Button, Callout } from '@blueprintjs/core';
import type { ErrorSchema, RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import type { IChangeEvent } from '@rjsf/core';
import { BlueprintForm } from '../../../../widgets/theme';
import { customWidgets } from '../../../../widgets';
import { createUploadStatusStore, type WidgetsFormContext } from '../../../../widgets/WidgetContext';
import { portalApi, useCallEndpointMutation, useSubmitActeMutation } from '../../../api/portalApi';
import { invalidationTags } from '../../../api/readResource';
import { SESSION_ENDED, type PortalError } from '../../../api/baseQuery';
import { submitActeArgs } from '../../../api/types';
import type { ActeBodies } from '../../../generated/types';
import type { AppDispatch } from '../../../app/store';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../../../app/useToast';
import { usePortal } from '../../PortalContext';
import { useScreenScope } from '../../ScreenData';
import { buildActeContext, stripContext } from '../../formContext';
import { clearFormDraft, readFormDraft, saveFormDraft } from '../../formDraft';
import { loadActe, type LoadedActe } from '../../registries/actes';
import type { FormBlock, FormStep } from '../../screenTypes';
import { serverErrorsToErrorSchema } from '../../serverErrors';
import { applyContextualUi, attemptsSpent, validationToastsFor } from '../../screenValues';
import { fillText, resolveValue, resolveValues } from '../../values';
import { evaluateCondition, type ConditionScope } from '../../conditions';
import { planOutcome } from '../../outcomes';
import { useFormHost } from './FormHost';
import { engineFields } from '../../fields';
import { FORM_STATE_BEHAVIOR } from '../../formStateBehavior';
import { Loader } from '../../ui/Loader';
import { toastTexts } from '../../../i18n/messages';

type FormData = Record<string, unknown>;

// The dialog steps load only when a flow reaches them.
const SecurityCodeStep = lazy(() => import('./SecurityCodeStep'));
const InfoStep = lazy(() => import('./InfoStep'));

/**
 * A form block: the acte's schema, UI schema and precompiled validator, rendered by the
 * Blueprint theme. The typed data stays in state through every error; the context is added
 * here and stripped before the body leaves.
 */
export default function FormBlockView({ block }: { block: FormBlock }) {
  const [acte, setActe] = useState<LoadedActe | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadActe(block.acte).then(
      (loaded) => live && setActe(loaded),
      () => live && setLoadError(toastTexts.dataSourceFailed(block.acte)),
    );
    return () => {
      live = false;
    };
  }, [block.acte]);

  if (loadError) return <Callout intent="danger" role="alert">{loadError}</Callout>;
  if (!acte) return <Loader />;
  return <ActeForm block={block} acte={acte} />;
}

/** A step of the submit flow waiting for the visitor (a dialog), with what the flow knows so far. */
interface PendingStep {
  index: number;
  step: FormStep;
  body: FormData;
  response: Record<string, unknown>;
  /** Opened by a refused submit (onError securityCode): once passed, the same body goes again. */
  retry?: boolean;
}

function ActeForm({ block, acte }: { block: FormBlock; acte: LoadedActe }) {
  const env = usePortal();
  const toast = useToast();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const location = useLocation();
  // The route this form lives on: a lost session keeps the typed data under it (see formDraft.ts).
  const route = `${location.pathname}${location.search}`;
  const scope = useScreenScope();
  const host = useFormHost();
  const context = useMemo(() => buildActeContext(env), [env]);
  // Values the screen file puts into the data (a link's code and userId…), kept on every submit.
  const fixed = useMemo(() => resolveValues(block.data, scope), [block.data, scope]);
  const uiSchema = useMemo(() => applyContextualUi(acte.uiSchema as Record<string, unknown>, scope) as UiSchema, [acte.uiSchema, scope]);
  const [formData, setFormData] = useState<FormData>(() => ({ ...(acte.initialData ?? {}), ...readFormDraft(route), ...fixed, context }));
  useEffect(() => clearFormDraft(route), [route]);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const [locked, setLocked] = useState(false);
  const [pending, setPending] = useState<PendingStep | null>(null);
  const [flowBusy, setFlowBusy] = useState(false);
  const [submitActe, { isLoading }] = useSubmitActeMutation();
  const [callEndpoint] = useCallEndpointMutation();
  const [uploads] = useState(createUploadStatusStore);
  const uploading = useSyncExternalStore(uploads.subscribe, uploads.isAnyInProgress);
  const busy = isLoading || uploading || flowBusy;
  const live = useRef(true);
  useEffect(() => () => void (live.current = false), []);

  const formContext = useMemo<WidgetsFormContext>(
    () => ({
      isDonneesROMonegasquesActivated: env.client.isDonneesROMonegasquesActivated,
      passwordRequiredLength: env.config.passwordRequiredLength ?? env.client.passwordRequiredLength,
      uploadStatus: uploads,
    }),
    [env, uploads],
  );

  /** Field errors under their fields, then the attempt limit, the screen's per-code rules, a toast. */
  const onFailure = (error: PortalError, body: FormData) => {
    // The session is gone: the shell goes to the login screen; what was typed waits there for the way back.
    if (error.code === SESSION_ENDED) saveFormDraft(route, body, acte.uiSchema);
    if (error.errors?.length) setExtraErrors(serverErrorsToErrorSchema(error.errors));
    if (block.attemptLimit && attemptsSpent(error, block.attemptLimit, resolveValue(block.attemptLimit.limit, scope))) {
      setLocked(true);
      const message = resolveValue(block.attemptLimit.message, scope);
      toast(typeof message === 'string' && message ? message : error.message, 'danger');
      return;
    }
    // $response is the refused answer: its body, with the status and code the slice read from it.
    const refused = { ...((error.body as Record<string, unknown> | null) ?? {}), status: error.status, code: error.code };
    const rule = block.onError?.find((r) => evaluateCondition(r.when, { ...scope, data: body, response: refused }));
    if (rule?.securityCode) {
      // The server wants a code first: the modal, then the same submit again (X-SecurityCode).
      const { operation, username } = rule.securityCode;
      setFlowBusy(true);
      setPending({ index: -1, step: { step: 'securityCode', operation, username }, body, response: (error.body as Record<string, unknown>) ?? {}, retry: true });
      return;
    }
    if (rule) {
      if (rule.toast) toast(rule.toast, 'danger');
      if (rule.navigate) navigate(rule.navigate);
      if (rule.toast || rule.navigate) return;
    }
    // The server's own message, else the screen's toast, else the status text ('Impossible de se
    // connecter au serveur' when it could not be reached).
    const serverSpoke = error.body && typeof (error.body as { message?: unknown }).message === 'string';
    toast(serverSpoke || error.status === 0 || !block.onErrorToast ? error.message : block.onErrorToast, 'danger');
  };

  /** The screen's outcome for this answer (outcomes.ts): caches, toast, where to go, page reload, dialog. */
  const onDone = async (body: FormData, response: Record<string, unknown>) => {
    const plan = planOutcome(block.onSuccess, { ...scope, data: body, response });
    if (!plan) return;
    if (plan.invalidates.length > 0) dispatch(portalApi.util.invalidateTags(invalidationTags(plan.invalidates) as never[]));
    if (plan.invalidates.includes('User')) {
      // The next screen's guards must see the new user: wait for it before navigating.
      const refetch = dispatch(portalApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }));
      await refetch;
      refetch.unsubscribe();
    }
    if (plan.toast) toast(plan.toast, 'success');
    if (plan.reloadPageAfterMs !== undefined) window.setTimeout(() => window.location.reload(), plan.reloadPageAfterMs);
    if (plan.close) host.close?.();
    if (plan.navigate) navigate(plan.navigate);
  };

  /** Runs the steps after the submit, from `from`; stops at a dialog and resumes from it. */
  const runSteps = async (from: number, body: FormData, response: Record<string, unknown>) => {
    const steps = block.then ?? [];
    for (let index = from; index < steps.length; index++) {
      const step = steps[index];
      if (!evaluateCondition(step.when, { ...scope, data: body, response })) continue;
      if (step.step === 'call') {
        setFlowBusy(true);
        const result = await callEndpoint({ endpoint: step.endpoint, method: step.method ?? 'POST', body });
        if (live.current) setFlowBusy(false);
        if ('error' in result && result.error) return onFailure(result.error as PortalError, body);
        response = { ...response, ...((result.data as Record<string, unknown> | null) ?? {}) };
        continue;
      }
      setFlowBusy(true);
      setPending({ index, step, body, response });
      return;
    }
    setFlowBusy(false);
    await onDone(body, response);
  };

  const resume = (accepted: boolean, extra: Record<string, unknown> = {}) => {
    const current = pending;
    setPending(null);
    if (!current || !accepted) {
      setFlowBusy(false);
      return;
    }
    if (current.retry) {
      setFlowBusy(false); // the submit's own loading state takes over
      void send(current.body);
      return;
    }
    void runSteps(current.index + 1, current.body, { ...current.response, ...extra });
  };

  /** A submit the browser refused: the screen's toasts for the fields at fault (the CGU box). */
  const onValidationError = (errors: RJSFValidationError[]) => {
    for (const message of validationToastsFor(errors, block.validationToasts)) toast(message, 'danger');
  };

  const onSubmit = async (event: IChangeEvent<FormData>) => {
    const data = { ...(event.formData ?? {}), ...fixed, context };
    setFormData(data);
    setExtraErrors(undefined);
    if (uploads.isAnyInProgress() || locked) return;
    await send(stripContext(data));
  };

  /** Sends the body to the screen's endpoint, then runs the steps after it. */
  const send = async (body: FormData) => {
    // RJSF let the submit through only once the acte's own validator accepted the data: the body
    // is the acte's request type (`ActeBodies`, generated from the same schema).
    const typed = body as ActeBodies[typeof acte.name];
    const result = await submitActe(submitActeArgs(acte.name, typed, block.submit.endpoint, block.submit.method));
    if ('error' in result && result.error) return onFailure(result.error as PortalError, body);
    await runSteps(0, body, (result.data as Record<string, unknown> | null) ?? {});
  };

  const stepScope: ConditionScope = pending ? { ...scope, data: pending.body, response: pending.response } : scope;
  return (
    <>
      <BlueprintForm
        schema={acte.schema as RJSFSchema}
        uiSchema={uiSchema}
        validator={acte.validator}
        widgets={customWidgets}
        fields={engineFields}
        experimental_defaultFormStateBehavior={FORM_STATE_BEHAVIOR}
        formData={formData}
        formContext={formContext}
        extraErrors={extraErrors}
        // Controlled: RJSF rebuilds its state from the formData prop whenever the block re-renders
        // (an upload ending turns the submit button's spinner off), so the prop keeps what was typed.
        onChange={(event: IChangeEvent<FormData>) => setFormData(event.formData ?? {})}
        onSubmit={onSubmit}
        onError={onValidationError}
        disabled={isLoading}
      >
        {locked ? (
          <></>
        ) : (
          <Button
            type="submit"
            intent="primary"
            size="large"
            loading={busy}
            disabled={busy}
            text={block.submitLabel ?? 'Valider'}
          />
        )}
      </BlueprintForm>
      {pending?.step.step === 'info' && (
        <Suspense fallback={<Loader />}>
          <InfoStep
            title={pending.step.title}
            text={fillText(pending.step.text, stepScope)}
            confirmLabel={pending.step.confirmLabel}
            cancelLabel={pending.step.cancelLabel}
            onDone={(accepted) => resume(accepted)}
          />
        </Suspense>
      )}
      {pending?.step.step === 'securityCode' && (
        <Suspense fallback={<Loader />}>
          <SecurityCodeStep
            operation={pending.step.operation}
            username={resolveValue(pending.step.username, stepScope)}
            response={pending.response}
            onDone={(ok) => resume(ok)}
          />
        </Suspense>
      )}
    </>
  );
}
