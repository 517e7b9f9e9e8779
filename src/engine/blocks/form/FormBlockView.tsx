import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useDispatch } from 'react-redux';
import { Button, Callout } from '@blueprintjs/core';
import { deepEquals, type ErrorSchema, type RJSFSchema, type RJSFValidationError, type UiSchema } from '@rjsf/utils';
import type Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import { BlueprintForm } from '../../../../widgets/theme';
import { customWidgets } from '../../../../widgets';
import { createUploadStatusStore, type WidgetsFormContext } from '../../../../widgets/WidgetContext';
import { portalApi, useCallEndpointMutation, useGetModeGestionQuery, useSubmitActeMutation } from '../../../api/portalApi';
import { invalidationTags } from '../../../api/readResource';
import { readApi, useReadQuery } from '../../../api/readEndpoint';
import { skipToken } from '@reduxjs/toolkit/query';
import { SESSION_ENDED, type PortalError } from '../../../api/baseQuery';
import { submitActeArgs } from '../../../api/types';
import type { ActeBodies } from '../../../generated/types';
import type { EngineDispatch } from '../../engineDispatch';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../../useToast';
import { dismissToastTexts } from '../../toastSlice';
import { usePortal } from '../../PortalContext';
import { useScreenScope } from '../../ScreenData';
import { buildActeContext, stripContext } from '../../formContext';
import { clearFormDraft, readFormDraft, saveFormDraft } from '../../formDraft';
import { useUnsavedFormReport } from '../../unsavedForms';
import { loadActe, type LoadedActe } from '../../registries/actes';
import type { FormBlock, FormStep, ValueRef } from '../../../language/screenTypes';
import { serverErrorsToErrorSchema } from '../../serverErrors';
import { applyContextualUi, attemptsSpent, validationToastsFor } from '../../../language/screenValues';
import { fillText, namesValues, referenceOf, resolveValue, resolveValues, type ValueScope } from '../../../language/values';
import { fillResourcePath } from '../_data/itemScope';
import { evaluateCondition, type ConditionScope } from '../../../language/conditions';
import { planOutcome } from '../../outcomes';
import { useFormHost } from './FormHost';
import ContractGate from './ContractGate';
import { Blocks } from '../_data/Blocks';
import { ScopeLayerProvider } from '../../ScreenData';
import type { OutcomePlan } from '../../outcomes';
import { engineFields } from '../../fields';
import { normalizeFields } from '../../normalizers';
import { FORM_STATE_BEHAVIOR } from '../../formStateBehavior';
import { Loader } from '../../ui/Loader';
import { shellTexts, toastTexts } from '../../../i18n/messages';
import { formBlockTexts } from '../../../i18n/sharedUi';
import type { ReferenceLabels } from '../../../language/recap';
import { formStepTexts } from '../../../i18n/formSteps';
import type { FormRead } from './formReads';
import { withReadValues } from './readValues';
import { declaredPropertyNames } from '../../../language/validation/stripUndeclared';
import { errorsOfStep, firstStepWithError, stepsOf, visibleSteps, type FormStepDef } from '../../../language/steps';
import { stepUiSchema } from './stepUiSchema';
import type { DraftListener } from './ServerDraft';
import { withDraftMarks } from './draftMarks';
import type { MigrationMark } from '../../../domain/acteMigrations';
import { brouillonTexts } from '../../../i18n/brouillons';
import type { ActeWords } from '../../../language/acteWords';
import { ActeWordsOverride } from './acteWordsOverride';

type FormData = Record<string, unknown>;

// The dialog steps load only when a flow reaches them.
const SecurityCodeStep = lazy(() => import('./SecurityCodeStep'));
const InfoStep = lazy(() => import('./InfoStep'));
// Only actes that need them download the reads chain and the steps' chrome (step list, recap).
const FormReads = lazy(() => import('./formReads'));
// The read-only mode (a demande the back office reads) draws the recap layout, not RJSF.
const ReadOnlyActe = lazy(() => import('./ReadOnlyActe'));
const StepsChrome = lazy(() => import('./StepsChrome'));
// Only long actes (manifest `brouillon`) keep a draft on the server: its code loads with them.
const ServerDraft = lazy(() => import('./ServerDraft'));

/** A ref that gives the focus to its element when it appears. */
const focusOnMount = (node: HTMLDivElement | null) => node?.focus();

/**
 * A form block: the acte's schema, UI schema and precompiled validator, rendered by the
 * Blueprint theme. The typed data stays in state through every error; the context is added
 * here and stripped before the body leaves.
 */
export default function FormBlockView({ block }: { block: FormBlock }) {
  const scope = useScreenScope();
  const host = useFormHost();
  // The acte may be a value of the scope ('{read.demande.acte}': the acte of the demande read).
  const acteName = namesValues(block.acte) ? fillText(block.acte, scope) : block.acte;
  const [acte, setActe] = useState<LoadedActe | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const words = useActeWords(block, acteName, scope);
  const wordsKey = JSON.stringify(words);
  useEffect(() => {
    let live = true;
    const withWords = (loaded: LoadedActe) => (wordsKey === '{}' ? loaded : inWords(loaded, JSON.parse(wordsKey) as ActeWords, block.readOnly === true));
    loadActe(acteName)
      .then(withWords)
      .then(
        (loaded) => live && setActe(loaded),
        () => live && setLoadError(toastTexts.dataSourceFailed(acteName)),
      );
    return () => {
      live = false;
    };
  }, [acteName, wordsKey, block.readOnly]);

  if (loadError) return <Callout intent="danger" role="alert">{loadError}</Callout>;
  if (!acte || acte.name !== acteName) return <Loader />;
  if (block.readOnly) {
    return (
      <Suspense fallback={<Loader />}>
        <ReadOnlyActe acte={acte} data={initialValues(block.initial, scope)} labels={referenceLabelsOf(block.labels, scope)} />
      </Suspense>
    );
  }
  const form = <ActeWithReads block={block} acte={acte} />;
  // The page of an acte, sending to its manifest's address, checks the current contract's state.
  // Not a dialog opened from a contract's row (the RIB of the accueil): it is about that row's
  // contract, which the server checks on submit; nor a form sent elsewhere (the acte preview, which
  // shows its own verdict for the state it simulates).
  const gated = acte.derived.contractCondition && !block.submit && !host.close;
  return gated ? <ContractGate condition={acte.derived.contractCondition!}>{form}</ContractGate> : form;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The acte's words the form shows: the block's own (`words`: a demande read in the words it was filed
 * under), else the back office preview's, else the client's words in force, read with the screens' texts
 * (GET /api/identity/traductions, which every screen reads): the form makes no call of its own for them.
 */
function useActeWords(block: FormBlock, acte: string, scope: ValueScope): ActeWords {
  const preview = useContext(ActeWordsOverride);
  // The screen reads the traductions (ScreenView): the form reads its answer from the cache, never calling itself.
  const inForce = readApi.endpoints.read.useQueryState({ resource: 'identity/traductions' });
  const own = (block as { words?: unknown }).words;
  if (own !== undefined) {
    const value = resolveValue(own as ValueRef, scope);
    return isRecord(value) ? (value as ActeWords) : {};
  }
  if (preview) return preview[acte] ?? {};
  const actes = (inForce.data as { actes?: Record<string, { mots?: ActeWords }> } | undefined)?.actes;
  return actes?.[acte]?.mots ?? {};
}

/**
 * The acte with a client's words in place, loaded with them only (the member's landing page does
 * not carry the rule). The schema the validator was compiled with stays as it is: the words reach
 * the form through its UI schema; a read-only recap, which validates nothing, takes the worded schema too.
 */
async function inWords(acte: LoadedActe, words: ActeWords, readOnly: boolean): Promise<LoadedActe> {
  const { withActeWords } = await import('../../../language/acteWords');
  const worded = withActeWords({ schema: acte.schema as Record<string, unknown>, ui: acte.uiSchema as Record<string, unknown>, manifest: {} }, words);
  return { ...acte, uiSchema: worded.ui as UiSchema, ...(readOnly ? { schema: worded.schema as RJSFSchema } : {}) };
}

/** `labels` (read-only): the reference codes' labels the server gives with the demande. */
function referenceLabelsOf(labels: FormBlock['labels'], scope: ValueScope): ReferenceLabels | undefined {
  const value = labels === undefined ? undefined : resolveValue(labels as ValueRef, scope);
  return isRecord(value) ? (value as ReferenceLabels) : undefined;
}

/** `initial`: a reference to a whole object ({ "$read": "configuration" }), or field → value. */
function initialValues(initial: FormBlock['initial'], scope: ValueScope): Record<string, unknown> {
  if (referenceOf(initial)) {
    const value = resolveValue(initial as ValueRef, scope);
    return isRecord(value) ? value : {};
  }
  return resolveValues(initial as Record<string, ValueRef> | undefined, scope);
}

/** The block's reads (referentiels, date-effet rules…) first: the UI schema names them with `$read`. */
function ActeWithReads({ block, acte }: { block: FormBlock; acte: LoadedActe }) {
  const scope = useScreenScope();
  const reads = (block as { reads?: Record<string, FormRead> }).reads;
  const form = (loaded: Record<string, unknown> | undefined) =>
    acte.modeGestion ? (
      <ManagedActeForm block={block} acte={acte} modeGestionId={acte.modeGestion} reads={loaded} />
    ) : (
      <ActeForm block={block} acte={acte} reads={loaded} />
    );
  if (!reads) return form(undefined);
  return (
    <Suspense fallback={<Loader />}>
      <FormReads reads={reads} scope={scope}>{form}</FormReads>
    </Suspense>
  );
}

/**
 * An acte whose manifest names a management mode: the mode is read first and goes
 * into the context (`context.modeGestion`: 'manuel' | 'automatique'), where the schema branches
 * on it (the RIB document is required in manual mode) and so does the UI schema's `ui:contextual`.
 */
function ManagedActeForm({ block, acte, modeGestionId, reads }: { block: FormBlock; acte: LoadedActe; modeGestionId: string; reads: Record<string, unknown> | undefined }) {
  const toast = useToast();
  const mode = useGetModeGestionQuery(modeGestionId);
  useEffect(() => {
    if (mode.error) toast(formBlockTexts.modeGestionFailed, 'danger');
  }, [mode.error, toast]);
  if (mode.error) return <Callout intent="danger" role="alert">{formBlockTexts.modeGestionFailed}</Callout>;
  if (!mode.data) return <Loader />;
  return <ActeForm block={block} acte={acte} reads={reads} modeGestion={mode.data.modeGestion === 'manuel' ? 'manuel' : 'automatique'} />;
}

/** The typed data as compared for "unsaved": no context, no empty field (a field typed then emptied is `undefined`). */
const comparable = (data: FormData): unknown => JSON.parse(JSON.stringify(stripContext(data)));

/** A step of the submit flow waiting for the visitor (a dialog), with what the flow knows so far. */
interface PendingStep {
  index: number;
  step: FormStep;
  body: FormData;
  response: Record<string, unknown>;
  /** Opened by a refused submit (onError securityCode): once passed, the same body goes again. */
  retry?: boolean;
}

function ActeForm({ block, acte, modeGestion, reads }: { block: FormBlock; acte: LoadedActe; modeGestion?: 'manuel' | 'automatique'; reads: Record<string, unknown> | undefined }) {
  const env = usePortal();
  const toast = useToast();
  const dispatch = useDispatch<EngineDispatch>();
  const navigate = useNavigate();
  const location = useLocation();
  // The route this form lives on: a lost session keeps the typed data under it (see formDraft.ts).
  const route = `${location.pathname}${location.search}`;
  const screenScope = useScreenScope();
  const scope = useMemo(() => (reads ? { ...screenScope, reads: { ...screenScope.reads, ...reads } } : screenScope), [screenScope, reads]);
  const host = useFormHost();
  const context = useMemo(() => ({ ...buildActeContext(env), ...(modeGestion ? { modeGestion } : {}) }), [env, modeGestion]);
  // Values the screen file puts into the data (a link's code and userId…), kept on every submit.
  const fixed = useMemo(() => resolveValues(block.data, scope), [block.data, scope]);
  // What the form opens with (a configuration read to change, the row being edited): editable, unlike `fixed`. Read once.
  const [opening] = useState(() => initialValues(block.initial, scope));
  // A server draft resumed from an older version of the acte: the fields its migration touched (null: no such draft resumed).
  const [draftMarks, setDraftMarks] = useState<MigrationMark[] | null>(null);
  // `ui:contextual` rules see the screen's values and the form's context ($form.context.modeGestion…).
  const uiSchema = useMemo(
    () => withDraftMarks(withReadValues(applyContextualUi(acte.uiSchema as Record<string, unknown>, { ...scope, data: { context } }), scope) as UiSchema, draftMarks),
    [acte.uiSchema, scope, context, draftMarks],
  );
  // What was typed before a lost session (formDraft.ts), read once, on the first render.
  // Only the account that typed it gets it back (formDraft.ts): the user name is its owner.
  const draftOwner = env.user?.userName ?? null;
  const [draft] = useState(() => readFormDraft(route, draftOwner));
  const [formData, setFormData] = useState<FormData>(() => ({ ...(acte.initialData ?? {}), ...opening, ...draft, ...fixed, context }));
  // Multi-step actes (ui:steps, steps.ts): the current step. `latest` is the data RJSF last
  // reported (kept without a render per keystroke): it is what the form gets back as `formData`
  // whenever this component renders again — a dialog in a table row re-renders with its row, and
  // RJSF re-derives its state from a `formData` prop it did not report (a file just uploaded was lost).
  const declaredSteps = useMemo(() => (block.allSteps ? null : stepsOf(uiSchema)), [block.allSteps, uiSchema]);
  const [currentStep, setCurrentStep] = useState<FormStepDef | null>(() => declaredSteps?.[0] ?? null);
  const latest = useRef<FormData>(formData);
  const shownSteps = useMemo(() => (declaredSteps ? visibleSteps(declaredSteps, scope, formData) : null), [declaredSteps, scope, formData]);
  const stepIndex = shownSteps && currentStep ? Math.max(0, shownSteps.indexOf(currentStep)) : 0;
  const step = shownSteps?.[stepIndex] ?? null;
  const lastStep = !shownSteps || stepIndex === shownSteps.length - 1;
  // Conditional properties too (then/else): a field the care type brings stays on its own step.
  const schemaProperties = useMemo(() => declaredPropertyNames(acte.schema as Record<string, unknown>), [acte.schema]);
  const shownUiSchema = useMemo(() => (step ? stepUiSchema(uiSchema, schemaProperties, step) : uiSchema), [step, uiSchema, schemaProperties]);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<Form>(null);
  // A step reached because the server refused one of its fields: its errors show at once.
  const reveal = useRef(false);
  const resubmitted = useRef(false);
  const resubmit = useRef(false);
  const [stepMounts, setStepMounts] = useState(0);
  const goToStep = (target: FormStepDef | null, data: FormData, options: { reveal?: boolean; resubmit?: boolean } = {}) => {
    setFormData(data);
    latest.current = data;
    setCurrentStep(target);
    reveal.current = options.reveal ?? false;
    resubmit.current = options.resubmit ?? false;
    setStepMounts((n) => n + 1);
  };
  useEffect(() => {
    if (stepMounts === 0) return;
    if (resubmit.current) {
      resubmit.current = false;
      formRef.current?.submit();
      return;
    }
    if (reveal.current) {
      // The form's own submit marks every error visible and focuses the first one; its onSubmit is skipped.
      formRef.current?.submit();
      return;
    }
    stepHeading.current?.focus();
  }, [stepMounts]);
  const transformErrors = useCallback(
    <E extends { property?: string }>(errors: E[]) => (step ? errorsOfStep(errors, step) : errors),
    [step],
  );
  useEffect(() => clearFormDraft(route), [route]);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const [locked, setLocked] = useState(false);
  const [pending, setPending] = useState<PendingStep | null>(null);
  // An outcome's `message`: the form gives way to this text (a dialog that stays open).
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  // An outcome's `blocks`: drawn under the form with the answer as $item (the simulator's summary).
  const [answerBlocks, setAnswerBlocks] = useState<{ blocks: NonNullable<OutcomePlan['blocks']>; response: Record<string, unknown> } | null>(null);
  const [flowBusy, setFlowBusy] = useState(false);
  const [submitActe, { isLoading }] = useSubmitActeMutation();
  const [callEndpoint] = useCallEndpointMutation();
  const [uploads] = useState(createUploadStatusStore);
  const uploading = useSyncExternalStore(uploads.subscribe, uploads.isAnyInProgress);
  const busy = isLoading || uploading || flowBusy;
  const live = useRef(true);
  useEffect(() => () => void (live.current = false), []);
  // A step's dialog opens while the submit button is disabled (busy), so the focus it would give
  // back is lost: once the step is over and the form usable again, it goes back to the button.
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusSubmitAfterStep = useRef(false);
  useEffect(() => {
    if (pending || busy || !focusSubmitAfterStep.current) return;
    focusSubmitAfterStep.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) submitRef.current?.focus();
  }, [pending, busy]);

  // Unsaved data: the data differs from what the form opened with (RJSF's own
  // state after mount, defaults filled in) and was not submitted since. The shell asks before leaving.
  // A restored draft is unsaved from the start: it was typed, never submitted.
  const openedWith = useRef<unknown>(undefined);
  const visitorActed = useRef(false);
  const restoredDraft = useRef(draft !== null);
  // Characters typed in the last frame are still on their way to RJSF: they are handed over first.
  const flushEdits = useRef<(() => void) | null>(null);
  const unsaved = useUnsavedFormReport(() => {
    flushEdits.current?.();
    saveFormDraft(route, draftOwner, latest.current, acte.uiSchema);
  });
  // A long acte's server draft (ServerDraft.tsx) hears each change that differs from the opening.
  const draftListener = useRef<DraftListener | null>(null);
  useEffect(() => {
    if (restoredDraft.current) unsaved.dirty(true);
  }, [unsaved]);
  useEffect(() => {
    openedWith.current ??= comparable(formRef.current?.state.formData ?? formData);
    // Only the data the form first showed counts (??=: a later run keeps it).
  }, [formData]);
  const onChange = useCallback(
    (event: IChangeEvent<FormData>) => {
      const next = normalizeFields({ ...(event.formData ?? {}), ...fixed, context }, uiSchema as Record<string, unknown>);
      latest.current = next;
      setFormData(next);
      const data = comparable(event.formData ?? {});
      // Until the visitor acts, a change is the form's own (a default filled once a read arrived):
      // it is what the form opened with, and leaving then loses nothing.
      if (!visitorActed.current) openedWith.current = data;
      else openedWith.current ??= data;
      const dirty = restoredDraft.current || !deepEquals(data, openedWith.current);
      unsaved.dirty(dirty);
      if (dirty) draftListener.current?.(next);
    },
    [fixed, context, uiSchema, unsaved],
  );

  // A date d'effet may depend on what is chosen in the form (a rule's conditions): such a form
  // hands its data to the widget. Only such a form: others keep one formContext while typing.
  const datesFollowData = useMemo(() => JSON.stringify(uiSchema).includes('"ui:widget":"dateEffet"'), [uiSchema]);
  const donnees = datesFollowData ? formData : null;
  const formContext = useMemo<WidgetsFormContext>(
    () => ({
      isDonneesROMonegasquesActivated: env.client.isDonneesROMonegasquesActivated,
      passwordRequiredLength: env.config.passwordRequiredLength ?? env.client.passwordRequiredLength,
      uploadStatus: uploads,
      ...(donnees ? { dateEffetContext: { donnees: stripContext(donnees) } } : {}),
    }),
    [env, uploads, donnees],
  );

  // Attempts spent before this page was (re)loaded: the server keeps the count, so the button
  // stays hidden and the limit's message shows again (read afresh each time the form opens).
  const attemptLimit = block.attemptLimit;
  const spentBefore = useReadQuery(attemptLimit?.countFrom ? { resource: attemptLimit.countFrom } : skipToken, { refetchOnMountOrArgChange: true });
  const spentBeforeLoad =
    attemptLimit !== undefined && spentBefore.data !== undefined && attemptsSpent({ body: spentBefore.data }, attemptLimit, resolveValue(attemptLimit.limit, scope));
  // A string, not the scope (whose identity changes with every render): the effect runs once per load.
  const limitMessage = attemptLimit ? resolveValue(attemptLimit.message, scope) : undefined;
  const spentMessage = typeof limitMessage === 'string' ? limitMessage : '';
  useEffect(() => {
    if (!spentBeforeLoad) return;
    setLocked(true);
    if (spentMessage) toast(spentMessage, 'danger');
  }, [spentBeforeLoad, spentMessage, toast]);

  // The texts of the refusals this form raised: a later success hides them (a wrong password's toast
  // must not stay over the page the right one opened).
  const refusalToasts = useRef(new Set<string>());
  const refusalToast = (message: string) => {
    refusalToasts.current.add(message);
    toast(message, 'danger');
  };

  /** Field errors under their fields, then the attempt limit, the screen's per-code rules, a toast. */
  const onFailure = (error: PortalError, body: FormData) => {
    // The session is gone: the shell goes to the login screen; what was typed waits there for the way back.
    if (error.code === SESSION_ENDED) saveFormDraft(route, draftOwner, body, acte.uiSchema);
    if (error.errors?.length) {
      setExtraErrors(serverErrorsToErrorSchema(error.errors));
      // On a stepped acte the field at fault is on an earlier step: back there, its error shown.
      const faulty = shownSteps?.[firstStepWithError(shownSteps, error.errors.map((e) => ({ property: e.path.replace(/\//g, '.') })))];
      if (faulty) goToStep(faulty, { ...body, context }, { reveal: true });
    }
    if (block.attemptLimit && attemptsSpent(error, block.attemptLimit, resolveValue(block.attemptLimit.limit, scope))) {
      setLocked(true);
      const message = resolveValue(block.attemptLimit.message, scope);
      refusalToast(typeof message === 'string' && message ? message : error.message);
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
      if (rule.toast) refusalToast(rule.toast);
      if (rule.navigate) navigate(rule.navigate);
      if (rule.toast || rule.navigate) return;
    }
    // The server's own message, else the screen's toast, else the status text ('Impossible de se
    // connecter au serveur' when it could not be reached).
    const serverSpoke = error.body && typeof (error.body as { message?: unknown }).message === 'string';
    // A member's demande says « La demande a échoué » unless its screen words it otherwise (its manifest, acteManifest.ts).
    const errorToast = block.onErrorToast ?? acte.derived.onErrorToast;
    refusalToast(serverSpoke || error.status === 0 || !errorToast ? error.message : errorToast);
  };

  /** The screen's outcome for this answer (outcomes.ts): caches, toast, where to go, page reload, dialog. */
  const onDone = async (body: FormData, response: Record<string, unknown>) => {
    if (refusalToasts.current.size > 0) {
      dispatch(dismissToastTexts([...refusalToasts.current]));
      refusalToasts.current.clear();
    }
    // The screen's outcome, else its acte's: a member's demande has one shared outcome by management mode (acteManifest.ts).
    const plan = planOutcome(block.onSuccess ?? acte.derived.onSuccess, { ...scope, data: body, response });
    if (!plan) return;
    if (plan.invalidates.length > 0) dispatch(portalApi.util.invalidateTags(invalidationTags(plan.invalidates) as never[]));
    if (plan.invalidates.includes('User')) {
      // The next screen's access condition must see the new user: wait for it before navigating.
      const refetch = dispatch(portalApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }));
      await refetch;
      refetch.unsubscribe();
    }
    if (plan.leaveTo) {
      // Off to a page of the server (payment): nothing else of the plan matters, the app unloads.
      window.location.assign(plan.leaveTo);
      return;
    }
    if (plan.toast) toast(plan.toast, 'success');
    if (plan.reloadPageAfterMs !== undefined) window.setTimeout(() => window.location.reload(), plan.reloadPageAfterMs);
    if (plan.reset) {
      // A new form rather than new data in this one: RJSF validates any data it is handed (its
      // live validation), and after the submit just made every error shows — the emptied fields
      // would be reported under the success toast.
      const fresh = { ...(acte.initialData ?? {}), ...opening, ...fixed, context };
      openedWith.current = comparable(fresh);
      setExtraErrors(undefined);
      setDraftMarks(null);
      goToStep(declaredSteps?.[0] ?? null, fresh);
    }
    if (plan.message) setDoneMessage(plan.message);
    setAnswerBlocks(plan.blocks ? { blocks: plan.blocks, response } : null);
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
    focusSubmitAfterStep.current = true;
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
    // RJSF can miss a value a widget reports from an effect (a file whose upload ends inside a
    // dialog of a table row): it validated older data than it reported. Give it the data it
    // reported and submit once more.
    const validated = formRef.current?.state.formData;
    if (!resubmitted.current && validated !== undefined && !deepEquals(validated, latest.current)) {
      resubmitted.current = true;
      goToStep(step ?? currentStep!, { ...latest.current }, { resubmit: true });
      return;
    }
    resubmitted.current = false;
    // The recap found an error (data restored from a draft…): back to the step of that field.
    if (shownSteps && step?.recap) {
      const faulty = shownSteps[firstStepWithError(shownSteps, errors)];
      if (faulty) goToStep(faulty, latest.current, { reveal: true });
    }
    for (const message of validationToastsFor(errors, block.validationToasts)) toast(message, 'danger');
  };

  const onSubmit = async (event: IChangeEvent<FormData>) => {
    const data = { ...(event.formData ?? {}), ...fixed, context };
    resubmitted.current = false;
    if (reveal.current) {
      reveal.current = false;
      return;
    }
    if (shownSteps && step && !lastStep) {
      // « Suivant »: this step's fields are valid (transformErrors kept only theirs); the next
      // step is the next one whose condition holds with what was just typed.
      const next = visibleSteps(declaredSteps!, scope, data);
      const target = next[next.indexOf(step) + 1] ?? next[next.length - 1];
      goToStep(target, data);
      return;
    }
    setFormData(data);
    latest.current = data;
    // Submitted: leaving no longer loses anything (the next change makes it unsaved again).
    openedWith.current = comparable(data);
    restoredDraft.current = false;
    unsaved.dirty(false);
    // Sent: the server deletes the draft; a save still waiting must not bring it back.
    draftListener.current?.(null);
    setExtraErrors(undefined);
    if (uploads.isAnyInProgress() || locked) return;
    await send(stripContext(data));
  };

  /** Sends the body to the screen's endpoint, then runs the steps after it. */
  const send = async (body: FormData) => {
    // RJSF let the submit through only once the acte's own validator accepted the data: the body
    // is the acte's request type (`ActeBodies`, generated from the same schema).
    const typed = body as ActeBodies[typeof acte.name];
    // A segment of the endpoint may take a value of the screen ('admin/demandes/{param.id}/statut').
    // Without one of its own, the form posts to its manifest's endpoint.
    const submit = block.submit ?? acte.derived.submit;
    if (!submit) throw new Error(`Acte sans adresse d'envoi : ${acte.name}`);
    const result = await submitActe(submitActeArgs(acte.name, typed, fillResourcePath(submit.endpoint, scope), submit.method));
    if ('error' in result && result.error) return onFailure(result.error as PortalError, body);
    await runSteps(0, body, (result.data as Record<string, unknown> | null) ?? {});
  };

  const stepScope: ConditionScope = pending ? { ...scope, data: pending.body, response: pending.response } : scope;
  if (doneMessage) {
    return (
      <>
        {/* The form it replaces had the focus: the confirmation takes it. */}
        <div tabIndex={-1} ref={focusOnMount}>
          <Callout intent="success" role="status" className="ea-form-done">{doneMessage}</Callout>
        </div>
        {host.close && (
          <p className="ea-form-done__actions">
            <Button text={shellTexts.close} onClick={host.close} />
          </p>
        )}
      </>
    );
  }
  /**
   * « Reprendre »: the saved draft (already in the acte's version) fills the form, from its first
   * step; saved under an older version, the form says it changed and signals the fields touched.
   */
  const resumeDraft = (saved: FormData, marks: MigrationMark[] | null) => {
    setDraftMarks(marks);
    restoredDraft.current = true;
    unsaved.dirty(true);
    goToStep(declaredSteps?.[0] ?? null, { ...(acte.initialData ?? {}), ...opening, ...saved, ...fixed, context });
  };
  const previous = () => {
    if (!shownSteps || stepIndex === 0) return;
    // « Précédent » keeps what was typed on this step, valid or not.
    goToStep(shownSteps[stepIndex - 1], { ...latest.current, ...fixed, context });
  };
  return (
    <>
      {acte.brouillon && block.brouillon !== false && (
        <Suspense fallback={null}>
          <ServerDraft acte={acte.name} version={acte.brouillon.version} offer={draft === null} listener={draftListener} onResume={resumeDraft} />
        </Suspense>
      )}
      {acte.brouillon && block.brouillon !== false && draft === null && (
        // A live region there from the start: the notice is read out when it appears.
        <div role="status" className="ea-brouillon-change">
          {draftMarks && (
            <Callout intent="warning" className="ea-brouillon-change__callout">
              {brouillonTexts.changed}
            </Callout>
          )}
        </div>
      )}
      {/* The steps' chrome and the form appear together: drawn first and pushed down when the
          chrome's code arrived, the form moved under a click already on its way (a radio chosen,
          the click landing elsewhere). */}
      <Suspense fallback={<Loader />}>
        {shownSteps && step && (
          <StepsChrome
            steps={shownSteps}
            current={stepIndex}
            headingRef={stepHeading}
            schema={acte.schema as Record<string, unknown>}
            uiSchema={uiSchema as Record<string, unknown>}
            data={formData}
            scope={scope}
          />
        )}
        <BlueprintForm
          key={stepMounts}
          ref={formRef}
          schema={acte.schema as RJSFSchema}
          uiSchema={shownUiSchema}
          transformErrors={shownSteps ? transformErrors : undefined}
          showRequiredFieldsNote={!step?.recap}
          belowHeading={Boolean(shownSteps && step)}
          {...(block.idPrefix ? { idPrefix: block.idPrefix } : {})}
          validator={acte.validator}
          widgets={customWidgets}
          fields={engineFields}
          experimental_defaultFormStateBehavior={FORM_STATE_BEHAVIOR}
          formData={formData}
          formContext={formContext}
          extraErrors={extraErrors}
          // Controlled: RJSF derives its state again from `formData` whenever another prop changes
          // (the submit button's spinner during an upload), which would drop what was typed.
          onChange={onChange}
          onTypingStart={unsaved.typing}
          onVisitorAct={() => {
            visitorActed.current = true;
          }}
          flushEditsRef={flushEdits}
          onSubmit={onSubmit}
          onError={onValidationError}
          disabled={isLoading}
          // A short form (a phone number) re-checks as the visitor types once its error shows.
          {...(block.validateOnChange ? { liveValidate: 'onChange' as const } : {})}
          // A one-field form says it under its field only: no summary above it.
          {...(block.errorSummary === false ? { showErrorList: false as const } : {})}
        >
          {locked ? (
            <></>
          ) : (
            <>
              {shownSteps && stepIndex > 0 && <Button size="large" text={formStepTexts.previous} onClick={previous} disabled={busy} className="ea-form__previous" />}
              <Button
                ref={submitRef}
                type="submit"
                intent="primary"
                size="large"
                loading={busy}
                disabled={busy}
                text={lastStep ? (block.submitLabel ?? 'Valider') : formStepTexts.next}
              />
            </>
          )}
        </BlueprintForm>
      </Suspense>
      {answerBlocks && (
        <ScopeLayerProvider value={{ item: answerBlocks.response }}>
          <Blocks blocks={answerBlocks.blocks} />
        </ScopeLayerProvider>
      )}
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
            newAmfTel={resolveValue(pending.step.newAmfTel, stepScope)}
            hasConfirmedMobile={resolveValue(pending.step.hasConfirmedMobile, stepScope)}
            response={pending.response}
            onDone={(ok) => resume(ok)}
          />
        </Suspense>
      )}
    </>
  );
}
