import { Classes, Intent } from '@blueprintjs/core';

/**
 * The errors a widget finds by itself while the user types (live NIR key check, date mask, upload
 * filters…). Errors coming from schema validation (`rawErrors`) are shown by the theme's field
 * template, so a local error already present there is not repeated.
 */
export function WidgetErrors({ id, errors, rawErrors }: { id: string; errors: Array<string | null | undefined | false>; rawErrors?: string[] }) {
  const shown = errors.filter((e): e is string => typeof e === 'string' && e.length > 0 && !(rawErrors ?? []).includes(e));
  if (shown.length === 0) return null;
  return (
    <div id={id} className={`${Classes.FORM_HELPER_TEXT} ${Classes.INTENT_DANGER} ea-widget-errors`} role="alert">
      {shown.map((e) => (
        <div key={e}>{e}</div>
      ))}
    </div>
  );
}

/** Intent of a widget's input: danger when it has local or schema errors. */
export function errorIntent(hasLocal: boolean, rawErrors?: string[]): Intent {
  return hasLocal || (rawErrors?.length ?? 0) > 0 ? Intent.DANGER : Intent.NONE;
}

/** The id used for `aria-describedby` between an input and its errors. */
export function errorsId(id: string): string {
  return `${id}__errors`;
}
