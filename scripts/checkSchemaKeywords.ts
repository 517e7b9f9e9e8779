/**
 * A schema Ajv refuses to compile, said in French on the line of the culprit: a misspelt keyword
 * (« maximun ») or format (« dat ») is looked up in the author's own file and reported there, with
 * the nearest known name (« vouliez-vous dire « maximum » ? »). Ajv only says which name, not where.
 */
import type Ajv from 'ajv';

import { didYouMean } from './checkDidYouMean';
import { pointerSegment, problemAt, readJsonFile } from './problemLocation';

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords whose value is a map from names (fields, definitions) to schemas: their keys are not keywords. */
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependencies']);
/** Keywords whose value is data, not schemas. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples', 'errorMessage', 'required', 'dependentRequired']);

/** Every keyword and format the portal's Ajv knows (its own ones included). */
export function knownKeywords(ajv: Ajv): string[] {
  return Object.keys((ajv as unknown as { RULES: { keywords: Obj } }).RULES.keywords);
}

/** The pointer of the first schema position of `value` where `match(key, keyValue)` holds. */
function findKeyword(value: unknown, match: (key: string, keyValue: unknown) => boolean, pointer = ''): string | undefined {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findKeyword(item, match, `${pointer}/${index}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!isObj(value)) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const here = `${pointer}/${pointerSegment(key)}`;
    if (match(key, child)) return here;
    if (DATA_KEYWORDS.has(key)) continue;
    if (NAME_MAPS.has(key) && isObj(child)) {
      for (const [name, schema] of Object.entries(child)) {
        const found = findKeyword(schema, match, `${here}/${pointerSegment(name)}`);
        if (found !== undefined) return found;
      }
      continue;
    }
    const found = findKeyword(child, match, here);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The French problem line of a schema file that `ajv` failed to compile with `error`. */
export function schemaCompileProblem(root: string, file: string, error: Error, ajv: Ajv): string {
  const message = error.message;
  const read = readJsonFile(root, file);
  const schema = 'value' in read ? read.value : undefined;
  const keyword = /unknown keyword: "([^"]+)"/.exec(message)?.[1];
  if (keyword !== undefined) {
    const pointer = findKeyword(schema, (key) => key === keyword) ?? '';
    return problemAt(root, file, pointer, `mot-clé inconnu « ${keyword} »${didYouMean(keyword, knownKeywords(ajv))}`);
  }
  const format = /unknown format "([^"]+)"/.exec(message)?.[1];
  if (format !== undefined) {
    const pointer = findKeyword(schema, (key, value) => key === 'format' && value === format) ?? '';
    return problemAt(root, file, pointer, `format inconnu « ${format} »${didYouMean(format, Object.keys(ajv.formats))}`);
  }
  return problemAt(root, file, '', `schéma invalide : ${message}`);
}
