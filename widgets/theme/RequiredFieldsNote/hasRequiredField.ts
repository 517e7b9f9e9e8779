/**
 * True when the form has a visible field that may be required: a non-empty `required` list
 * naming a property the UI schema does not hide, anywhere in the fields the form shows
 * (properties, items, if/then/else, allOf/anyOf/oneOf, local `$ref`s). Conservative on
 * purpose: a `then` branch may require a field only for some clients, and the note must be
 * there when it does. The read-only `context` property every acte carries is hidden by its
 * UI schema, so whatever it requires does not count.
 */
type Json = Record<string, unknown>;
type Ui = Record<string, unknown> | undefined;

const BRANCHES = ['if', 'then', 'else', 'not'] as const;
const LISTS = ['allOf', 'anyOf', 'oneOf'] as const;

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isHidden(ui: unknown): boolean {
  return isObject(ui) && (ui['ui:widget'] === 'hidden' || ui['ui:field'] === 'null' || ui['ui:field'] === 'NullField' || hasNoMark(ui));
}

/** A field shown without its asterisk (`ui:options.requiredMark: false`) calls for no note either. */
function hasNoMark(ui: Json): boolean {
  return isObject(ui['ui:options']) && ui['ui:options'].requiredMark === false;
}

function resolveLocalRef(root: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part.replace(/~1/g, '/').replace(/~0/g, '~')))
    .reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), root);
}

function visit(node: unknown, ui: Ui, root: Json, seen: Set<unknown>): boolean {
  if (!isObject(node) || seen.has(node)) return false;
  seen.add(node);
  try {
    if (typeof node.$ref === 'string' && visit(resolveLocalRef(root, node.$ref), ui, root, seen)) return true;
    if (Array.isArray(node.required) && node.required.some((name) => !isHidden(ui?.[String(name)]))) return true;
    if (isObject(node.properties)) {
      for (const [name, child] of Object.entries(node.properties)) {
        const childUi = ui?.[name] as Ui;
        if (!isHidden(childUi) && visit(child, childUi, root, seen)) return true;
      }
    }
    if (isObject(node.items) && visit(node.items, ui?.items as Ui, root, seen)) return true;
    if (Array.isArray(node.items) && node.items.some((item) => visit(item, ui?.items as Ui, root, seen))) return true;
    if (isObject(node.additionalProperties) && visit(node.additionalProperties, ui?.additionalProperties as Ui, root, seen)) return true;
    if (BRANCHES.some((key) => visit(node[key], ui, root, seen))) return true;
    return LISTS.some((key) => Array.isArray(node[key]) && (node[key] as unknown[]).some((branch) => visit(branch, ui, root, seen)));
  } finally {
    // A schema reached twice by different paths (two $refs to one definition) is visited twice.
    seen.delete(node);
  }
}

const cache = new WeakMap<object, WeakMap<object, boolean>>();
const NO_UI = {};

/** Cached per (schema, uiSchema) pair: both are static for an acte. */
export function hasRequiredField(schema: unknown, uiSchema?: object): boolean {
  if (!isObject(schema)) return false;
  const uiKey = uiSchema ?? NO_UI;
  let byUi = cache.get(schema);
  if (!byUi) {
    byUi = new WeakMap();
    cache.set(schema, byUi);
  }
  let found = byUi.get(uiKey);
  if (found === undefined) {
    found = visit(schema, uiSchema as Ui, schema, new Set());
    byUi.set(uiKey, found);
  }
  return found;
}
