import type { RJSFValidationError } from '@rjsf/utils';

/**
 * Errors in the order their fields are shown (ui:order, then the schema's properties, then array
 * indexes), so the error summary reads like the form. The validator reports them in its own
 * order (required lists, then conditional branches), which jumps around the form.
 */
export function sortErrorsByFieldOrder<E extends RJSFValidationError>(errors: E[], schema: unknown, uiSchema: unknown): E[] {
  const ranked = errors.map((error, index) => ({ error, index, rank: fieldRank(error.property, schema, uiSchema) }));
  ranked.sort((a, b) => compareRanks(a.rank, b.rank) || a.index - b.index);
  return ranked.map((item) => item.error);
}

type Node = Record<string, unknown> | undefined;

/** '.a.b', 'a' (a root 'required' error has no leading dot), '.list.0.c', "['a-b']" → segments. */
function pathOf(property: string | undefined): string[] {
  if (!property) return [];
  return property.replace(/\['([^']*)'\]/g, '.$1').replace(/\[(\d+)\]/g, '.$1').split('.').filter(Boolean);
}

function asNode(value: unknown): Node {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}

function fieldRank(property: string | undefined, rootSchema: unknown, rootUiSchema: unknown): number[] {
  const rank: number[] = [];
  let schema = asNode(rootSchema);
  let uiSchema = asNode(rootUiSchema);
  for (const key of pathOf(property)) {
    const isIndex = /^\d+$/.test(key);
    if (isIndex) {
      rank.push(0, Number(key));
    } else {
      const order = Array.isArray(uiSchema?.['ui:order']) ? (uiSchema['ui:order'] as string[]) : ['*'];
      const wildcard = order.indexOf('*');
      const listed = order.indexOf(key);
      const properties = Object.keys(asNode(schema?.properties) ?? {});
      const inSchema = properties.indexOf(key);
      rank.push(listed >= 0 ? listed : wildcard >= 0 ? wildcard : order.length, inSchema >= 0 ? inSchema : properties.length);
    }
    schema = isIndex ? asNode(schema?.items) : asNode(asNode(schema?.properties)?.[key]);
    uiSchema = isIndex ? asNode(uiSchema?.items) : asNode(uiSchema?.[key]);
  }
  return rank;
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    if (a[i] !== b[i]) return a[i] - b[i];
  }
  return a.length - b.length;
}
