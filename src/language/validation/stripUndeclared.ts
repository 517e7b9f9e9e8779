/**
 * Drops, from data, every object property its JSON schema does not declare (unknown
 * properties are never stored). Follows `properties`, `items`, local `$ref`s
 * (#/$defs/…) and the branches a value may take (allOf / anyOf / oneOf / if-then-else): a property
 * declared in any branch is kept. An object schema that declares no property at all is left as is.
 */
type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function resolve(node: unknown, root: Schema, depth = 0): Schema | null {
  if (!isObject(node)) return null;
  const ref = node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/') && depth < 32) {
    const target = ref.slice(2).split('/').reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), root);
    return resolve(target, root, depth + 1);
  }
  return node;
}

/** The node and every branch it may also apply, resolved. */
function branches(node: Schema, root: Schema, depth = 0): Schema[] {
  const out = [node];
  if (depth > 16) return out;
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = node[key];
    if (Array.isArray(list)) for (const item of list) { const r = resolve(item, root); if (r) out.push(...branches(r, root, depth + 1)); }
  }
  for (const key of ['then', 'else']) {
    const r = resolve(node[key], root);
    if (r) out.push(...branches(r, root, depth + 1));
  }
  return out;
}

export function stripUndeclared(schema: Schema, data: unknown, root: Schema = schema): unknown {
  const node = resolve(schema, root);
  if (!node) return data;
  const all = branches(node, root);
  if (Array.isArray(data)) {
    const items = all.map((b) => resolve(b.items, root)).find((item): item is Schema => item !== null);
    return items ? data.map((item) => stripUndeclared(items, item, root)) : data;
  }
  if (!isObject(data)) return data;
  const declared = new Map<string, Schema>();
  for (const branch of all) {
    if (!isObject(branch.properties)) continue;
    for (const [key, child] of Object.entries(branch.properties)) if (!declared.has(key) && isObject(child)) declared.set(key, child);
  }
  if (declared.size === 0) return data;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const child = declared.get(key);
    if (child) out[key] = stripUndeclared(child, value, root);
  }
  return out;
}

/**
 * The names of the properties a schema's object may have, its conditional branches included
 * (declarationsinistre's documents appear under `then`): a stepped form hides every one of them
 * outside its own step, and `npm run check` accepts them in `ui:steps`; a recap tells them from
 * data no version of the form declares any more. `root`: the schema a nested one's `$ref`s point into.
 */
export function declaredPropertyNames(schema: Schema, root: Schema = schema): string[] {
  const names = new Set<string>();
  for (const branch of branches(schema, root)) if (isObject(branch.properties)) for (const key of Object.keys(branch.properties)) names.add(key);
  return [...names];
}
