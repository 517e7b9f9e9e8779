/**
 * What a member typed survives a lost session (issue 12 item 7): the form's data is kept in
 * session storage under its route, the visitor logs in again, and the form comes back filled —
 * once. Passwords are never written down, and the engine's `context` is rebuilt, not kept.
 */
type FormData = Record<string, unknown>;
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY_PREFIX = 'formDraft:';
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

export function saveFormDraft(route: string, data: FormData, uiSchema: unknown, store: Store = sessionStorage): void {
  const { context: _context, ...typed } = data;
  try {
    store.setItem(KEY_PREFIX + route, JSON.stringify(withoutSecrets(typed, uiSchema)));
  } catch {
    // Storage full or refused (private mode): the visitor types again, nothing else breaks.
  }
}

/** The draft kept for this route, if any (read during the first render: StrictMode may render twice). */
export function readFormDraft(route: string, store: Store = sessionStorage): FormData | null {
  const raw = store.getItem(KEY_PREFIX + route);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isPlainObject(value) ? value : null;
  } catch {
    return null;
  }
}

/** Forgets the draft once the form shows it: it is restored once. */
export function clearFormDraft(route: string, store: Store = sessionStorage): void {
  store.removeItem(KEY_PREFIX + route);
}
