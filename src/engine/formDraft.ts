/**
 * What a member typed survives a lost session: the form's data is kept in
 * session storage under its route, the visitor logs in again, and the form comes back filled —
 * once. Passwords are never written down, and the engine's `context` is rebuilt, not kept.
 *
 * A draft belongs to the account that typed it (`owner`, its user name; null for a visitor not
 * logged in): on a shared computer, the next person to log in in that tab must not find the
 * previous member's IBAN or address in the form. Someone else's draft is dropped unread, and
 * « Me déconnecter » drops them all (formDraftKeys.ts).
 */
import { KEY_PREFIX } from './formDraftKeys';
import { withoutSecrets } from '../language/withoutSecrets';

type FormData = Record<string, unknown>;
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Owner = string | null;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function saveFormDraft(route: string, owner: Owner, data: FormData, uiSchema: unknown, store: Store = sessionStorage): void {
  const { context: _context, ...typed } = data;
  try {
    store.setItem(KEY_PREFIX + route, JSON.stringify({ owner, data: withoutSecrets(typed, uiSchema) }));
  } catch {
    // Storage full or refused (private mode): the visitor types again, nothing else breaks.
  }
}

/**
 * The draft `owner` kept for this route, if any (read during the first render: StrictMode may
 * render twice). Another account's draft is removed, never shown.
 */
export function readFormDraft(route: string, owner: Owner, store: Store = sessionStorage): FormData | null {
  const raw = store.getItem(KEY_PREFIX + route);
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isPlainObject(value) || value.owner !== owner || !isPlainObject(value.data)) {
    store.removeItem(KEY_PREFIX + route);
    return null;
  }
  return value.data;
}

/** Forgets the draft once the form shows it: it is restored once. */
export function clearFormDraft(route: string, store: Store = sessionStorage): void {
  store.removeItem(KEY_PREFIX + route);
}
