import Form, { withTheme, type FormProps } from '@rjsf/core';
import type { FormContextType, RJSFSchema, RJSFValidationError, StrictRJSFSchema } from '@rjsf/utils';
import {
  forwardRef,
  useCallback,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type MutableRefObject,
  type MouseEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';
import { createErrorVisibilityStore, createPendingEdits, ErrorVisibilityContext, LazyWidgetShownContext, PendingEditsContext } from '../FormState';
import { translateString } from '../i18n/translateString';
import { hasRequiredField } from '../RequiredFieldsNote/hasRequiredField';
import RequiredFieldsNote from '../RequiredFieldsNote/RequiredFieldsNote';
import { generateTheme } from '../Theme/Theme';
import { UnderHeading } from '../../blocks/headingLevel';

/** RJSF `Form` with the Blueprint theme and nothing more (stock error behaviour). */
export function generateForm<
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(): ComponentType<FormProps<T, S, F>> {
  return withTheme<T, S, F>(generateTheme<T, S, F>());
}

export const ThemedForm = generateForm();

export interface BlueprintFormProps<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>
  extends FormProps<T, S, F> {
  /** Show '* Les champs signalés par un astérisque sont obligatoires' above the form when the schema requires a field (default true). */
  showRequiredFieldsNote?: boolean;
  /** A heading is drawn just above the form (a step's): the titles of its groups sit one level below it. */
  belowHeading?: boolean;
  /**
   * Called from the keystroke's own event when a text input's change starts waiting for the next
   * paint: `onChange` follows a frame later. For whoever must know at once that data is being
   * typed (a tab closed right after a key press still asks before losing it).
   */
  onTypingStart?: () => void;
  /**
   * The visitor acts on the form (a key, a click or touch, a paste, a drop, an input): what the form
   * holds from then on may be theirs. A change before any act is the form's own (defaults filled
   * once its reads arrived), never something typed.
   */
  onVisitorAct?: () => void;
  /**
   * Set to a function that hands every text still on its way to RJSF now, synchronously: for
   * whoever keeps the form's data outside a submit (a draft saved as the visitor leaves).
   */
  flushEditsRef?: MutableRefObject<(() => void) | null>;
}

/**
 * The form the engine renders: the themed RJSF `Form` plus the portal's error behaviour.
 *
 * - A field shows its errors once the user left it (blur) or tried to submit — never while
 *   typing in a fresh field. Validation runs on blur and on submit, not on every keystroke
 *   (`liveValidate: 'onBlur'`), so typing in a long form stays cheap.
 * - A failed submit shows every error, the summary at the top, and focuses the first invalid field.
 * - Pressing a submit button keeps the focus in the field until the click has landed (no blur,
 *   no layout shift under the pointer), so the first click on 'Valider' always submits.
 * - Text inputs paint each keystroke first and give RJSF the value from a timer right
 *   after (`useDeferredChange`): RJSF re-derives the whole form state on every change, which
 *   on a long acte would otherwise delay every character. A submit (or leaving the field)
 *   pushes pending changes through synchronously first, so RJSF always submits what was typed.
 * - French texts (`translateString`), native HTML5 validation off (RJSF's messages instead of
 *   the browser's), the required-fields note when relevant.
 *
 * Every default can be overridden by a prop; `onBlur` / `onError` are called as usual.
 * `ref` reaches RJSF's `Form` (`submit()`, `validateForm()`, `reset()`).
 */
function BlueprintFormFn<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: BlueprintFormProps<T, S, F>,
  ref: Ref<Form<T, S, F>>,
) {
  const { showRequiredFieldsNote = true, belowHeading = false, onBlur, onError, onTypingStart, onVisitorAct, flushEditsRef, ...formProps } = props;
  const [store] = useState(createErrorVisibilityStore);
  // Stable handlers that always call the latest callbacks: new functions on every render
  // would change the Form's props and make RJSF compare its whole tree again.
  const callbacks = useRef({ onBlur, onError, onTypingStart, onVisitorAct });
  callbacks.current = { onBlur, onError, onTypingStart, onVisitorAct };
  const visitorActs = useCallback(() => callbacks.current.onVisitorAct?.(), []);
  const [pendingEdits] = useState(() => createPendingEdits(() => callbacks.current.onTypingStart?.()));
  if (flushEditsRef) flushEditsRef.current = () => flushSync(() => pendingEdits.flush());

  const handleBlur = useCallback(
    (id: string, data: any) => {
      store.markTouched(id);
      callbacks.current.onBlur?.(id, data);
    },
    [store],
  );
  const handleError = useCallback(
    (errors: RJSFValidationError[]) => {
      store.markSubmitted();
      callbacks.current.onError?.(errors);
    },
    [store],
  );
  // Pressing a submit button must not blur the field first: the form validates on blur, and an
  // error appearing (or leaving) under that field moves the button before the mouse is released —
  // the click then lands on the form and the submit is lost. So the field keeps the focus until
  // the click has landed, and is left only then, when the submit starts: its widget sees its blur
  // as always (a date's format check, a pending change), then RJSF validates everything and moves
  // the focus to the first error. Here rather than in `SubmitButton`, so that the buttons a
  // form's owner puts as children (dialogs) are covered too.
  const leaveFieldOnSubmit = useRef(false);
  const handleMouseDownCapture = useCallback((event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || !(event.target instanceof Element)) return;
    const submit = event.target.closest('button[type="submit"], input[type="submit"]');
    if (!submit || !event.currentTarget.contains(submit)) return;
    event.preventDefault();
    leaveFieldOnSubmit.current = true;
  }, []);
  // Marked before RJSF validates, so the errors appear in the same render as the focus move;
  // typed changes still waiting for their timer are committed first, so RJSF submits what is shown.
  const handleSubmitCapture = useCallback(
    (event: FormEvent<HTMLDivElement>) => {
      const field = document.activeElement;
      if (leaveFieldOnSubmit.current && field instanceof HTMLElement && event.currentTarget.contains(field)) {
        flushSync(() => field.blur());
      }
      leaveFieldOnSubmit.current = false;
      flushSync(() => pendingEdits.flush());
      store.markSubmitted();
    },
    [store, pendingEdits],
  );

  // A refused submit focuses its first error's field. A lazy widget still loading has no element
  // yet (a quick « Suivant » on a slow network): its field takes the focus once drawn, unless the
  // visitor has moved the focus meanwhile.
  const form = useRef<Form<T, S, F> | null>(null);
  const setForm = useCallback(
    (instance: Form<T, S, F> | null) => {
      form.current = instance;
      if (typeof ref === 'function') ref(instance);
      else if (ref) (ref as MutableRefObject<Form<T, S, F> | null>).current = instance;
    },
    [ref],
  );
  const focusWaiting = useRef<{ error: RJSFValidationError; from: Element | null } | null>(null);
  const focusFirstError = useCallback((error: RJSFValidationError) => {
    const before = document.activeElement;
    form.current?.focusOnError(error);
    focusWaiting.current = document.activeElement === before ? { error, from: before } : null;
  }, []);
  const lazyWidgetShown = useCallback(() => {
    const waiting = focusWaiting.current;
    if (!waiting || document.activeElement !== waiting.from) return;
    focusWaiting.current = null;
    form.current?.focusOnError(waiting.error);
  }, []);

  const Themed = ThemedForm as unknown as ComponentType<FormProps<T, S, F> & { ref?: Ref<Form<T, S, F>> }>;
  return (
    <UnderHeading by={belowHeading ? 1 : 0}>
    <ErrorVisibilityContext.Provider value={store}>
      <PendingEditsContext.Provider value={pendingEdits}>
      <LazyWidgetShownContext.Provider value={lazyWidgetShown}>
        <div
          className="ea-form"
          onSubmitCapture={handleSubmitCapture}
          onMouseDownCapture={handleMouseDownCapture}
          onPointerDownCapture={visitorActs}
          onKeyDownCapture={visitorActs}
          onInputCapture={visitorActs}
          onPasteCapture={visitorActs}
          onDropCapture={visitorActs}
        >
          {showRequiredFieldsNote && hasRequiredField(props.schema, props.uiSchema) && <RequiredFieldsNote />}
          <Themed
            liveValidate="onBlur"
            focusOnFirstError={focusFirstError}
            noHtml5Validate
            showErrorList="top"
            translateString={translateString}
            {...formProps}
            ref={setForm}
            onBlur={handleBlur}
            onError={handleError}
          />
        </div>
      </LazyWidgetShownContext.Provider>
      </PendingEditsContext.Provider>
    </ErrorVisibilityContext.Provider>
    </UnderHeading>
  );
}

export const BlueprintForm = forwardRef(BlueprintFormFn) as <
  T = any,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = any,
>(
  props: BlueprintFormProps<T, S, F> & { ref?: Ref<Form<T, S, F>> },
) => ReactElement | null;
