/**
 * The form context is data for if/then/else, never something to show or edit: the engine
 * renders nothing for it (RJSF's `ui:widget: hidden` only hides primitive fields, and would
 * still render the whole context object as hidden inputs).
 */
export function ContextField() {
  return null;
}

/** The UI schema as written by the product owner, plus the engine's own rule for `context`. */
export function withContextHidden<T extends Record<string, unknown>>(uiSchema: T): T {
  return { ...uiSchema, context: { 'ui:field': ContextField } };
}
