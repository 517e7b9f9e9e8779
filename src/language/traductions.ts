/**
 * Traductions: a client's rewording of the French texts a screen file carries,
 * keyed by the JSON pointer of the text in the file (`/title`, `/blocks/0/text`). The screen is
 * drawn from a copy with the overrides in place; a pointer that no longer names a text (the file
 * changed since) is ignored, so a stale override never breaks a screen.
 */

/**
 * Which strings of a screen file are texts a client may reword: a value under one of these keys
 * (labels, titles, paragraphs, messages), a word of a `labels`, `enumNames` or `validationToasts` list, never one
 * under a part that drives the screen (conditions, access, sources, calls and their bodies, value
 * expressions). Links, routes, resources, roles and types are not texts: rewording them would
 * change where the screen leads, who sees it or what it reads.
 */
const TEXT_KEYS = new Set([
  'title', 'label', 'text', 'description', 'message', 'placeholder', 'help', 'empty', 'reason',
  'toast', 'successToast', 'errorToast', 'onErrorToast', 'submitLabel', 'rowBlocksLabel', 'ariaLabel',
  'closeLabel', 'confirmLabel', 'linkLabel', 'errorLabel', 'invalidText', 'notFoundText',
]);
const WORD_LISTS = new Set(['labels', 'enumNames', 'validationToasts']);
const NOT_TEXT_PARTS = new Set(['when', 'access', 'source', 'body', 'params', 'query', 'data', 'initial', 'value', 'any', 'all']);

/** True when the pointer's keys designate a text of a screen file (not a link, a route, a guard, a resource…). */
export function isTextPointer(keys: readonly string[]): boolean {
  if (keys.length === 0 || keys.some((key) => key.startsWith('$') || NOT_TEXT_PARTS.has(key))) return false;
  const last = keys[keys.length - 1];
  const parent = keys[keys.length - 2];
  return TEXT_KEYS.has(last) || (parent !== undefined && WORD_LISTS.has(parent));
}

/** The keys of an RFC 6901 JSON pointer ('/blocks/0/text' → ['blocks', '0', 'text']). */
export function pointerKeys(pointer: string): string[] | null {
  if (!pointer.startsWith('/')) return null;
  return pointer.slice(1).split('/').map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The text at the pointer, or undefined when it names no string or a string that is not a text (isTextPointer). */
export function textAt(document: unknown, pointer: string): string | undefined {
  const keys = pointerKeys(pointer);
  return keys && isTextPointer(keys) ? stringAt(document, keys) : undefined;
}

function stringAt(document: unknown, keys: readonly string[]): string | undefined {
  let node: unknown = document;
  for (const key of keys) {
    if (typeof node !== 'object' || node === null || !Object.prototype.hasOwnProperty.call(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A copy of the file with each override at its pointer, where a string already is. Which strings are
 * texts (never a link, a guard…) the server decides, when an override is written and again when it is
 * read (GET /api/identity/traductions sends only texts): the rule stays off the landing page's code.
 */
export function applyTraductions<T>(file: T, overrides: Readonly<Record<string, string>> | undefined): T {
  if (!overrides || Object.keys(overrides).length === 0) return file;
  const copy = structuredClone(file) as unknown;
  for (const [pointer, text] of Object.entries(overrides)) {
    const keys = pointerKeys(pointer);
    if (!keys || stringAt(copy, keys) === undefined) continue;
    let node = copy as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
    node[keys[keys.length - 1]] = text;
  }
  return copy as T;
}
