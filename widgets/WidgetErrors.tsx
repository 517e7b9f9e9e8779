import { Classes } from '@blueprintjs/core';
import { errorId } from '@rjsf/utils';
import { useErrorsVisible } from './theme/FormState';

/**
 * The errors a widget finds by itself while the user types (live NIR key check, date mask, upload
 * filters…). Errors coming from schema validation (`rawErrors`) are shown by the theme's field
 * template, so a local error already present there is not repeated.
 */
export function WidgetErrors({ id, errors, rawErrors }: { id: string; errors: Array<string | null | undefined | false>; rawErrors?: string[] }) {
  const shown = errors.filter((e): e is string => typeof e === 'string' && e.length > 0 && !(rawErrors ?? []).includes(e));
  if (shown.length === 0) return null;
  return (
    <div id={id} className={`${Classes.FORM_HELPER_TEXT} ea-widget-errors`} role="alert" style={{ color: 'var(--ea-danger, #ac2f33)' }}>
      {shown.map((e) => (
        <div key={e}>{e}</div>
      ))}
    </div>
  );
}

/**
 * Whether the widget should look invalid: a local error, or schema errors the theme shows
 * (the theme shows them once the field was left or a submit was tried; outside the themed form
 * they are always shown).
 */
export function useHasErrors(id: string, hasLocalError: boolean, rawErrors?: string[]): boolean {
  const visible = useErrorsVisible(id);
  return hasLocalError || (visible && (rawErrors?.length ?? 0) > 0);
}

/** The id used for `aria-describedby` between an input and its errors. */
export function errorsId(id: string): string {
  return `${id}__errors`;
}

/**
 * `aria-describedby` of an invalid widget: the theme's list of schema errors under the field
 * (RJSF's `errorId`, FieldErrorTemplate) and the widget's own errors (`errorsId`). Either may be
 * absent at a given moment (a reference to a missing id is ignored); at least one is shown.
 */
export function errorsDescribedBy(id: string, hasError: boolean): string | undefined {
  return hasError ? `${errorId(id)} ${errorsId(id)}` : undefined;
}
