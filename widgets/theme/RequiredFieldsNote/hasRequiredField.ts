/**
 * True when some part of a JSON Schema makes a field required (a non-empty `required` list
 * anywhere: properties, items, definitions, if/then/else, allOf/oneOf…). Conservative on
 * purpose: a `then` branch may require a field only for some clients, and the note must be
 * there when it does. Cached per schema object, since schemas never change at run time.
 */
const cache = new WeakMap<object, boolean>();

export function hasRequiredField(schema: unknown): boolean {
  if (schema === null || typeof schema !== 'object') return false;
  const cached = cache.get(schema);
  if (cached !== undefined) return cached;
  cache.set(schema, false); // guards against cycles
  const node = schema as Record<string, unknown>;
  const found =
    (Array.isArray(node.required) && node.required.length > 0) ||
    Object.entries(node).some(([key, child]) => key !== 'required' && key !== 'const' && key !== 'default' && key !== 'examples' && key !== 'enum' && hasRequiredField(child));
  cache.set(schema, found);
  return found;
}
