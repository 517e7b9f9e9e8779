/**
 * Passwords are never written down: a form draft kept in the tab and a draft kept by the server
 * both drop the fields the UI schema draws as passwords.
 */
type FormData = Record<string, unknown>;

const SECRET_WIDGETS = new Set(['password']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The data without the fields the UI schema draws as passwords (at any depth, array items included). */
export function withoutSecrets(data: unknown, uiSchema: unknown): unknown {
  const ui = isPlainObject(uiSchema) ? uiSchema : {};
  if (Array.isArray(data)) return data.map((item) => withoutSecrets(item, ui.items));
  if (!isPlainObject(data)) return data;
  const kept: FormData = {};
  for (const [name, value] of Object.entries(data)) {
    const fieldUi = isPlainObject(ui[name]) ? ui[name] : {};
    if (SECRET_WIDGETS.has(fieldUi['ui:widget'] as string)) continue;
    kept[name] = withoutSecrets(value, fieldUi);
  }
  return kept;
}
