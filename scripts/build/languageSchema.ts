/**
 * The file language's JSON schema (src/language/language.schema.json: the condition and the value
 * reference) is written once; the formats that use it refer to it — acte manifests by a relative
 * `$ref` an editor can follow, screens through their assembly. Validators and type generators get
 * one self-contained document: the language's `$defs` copied in, those `$ref`s made local.
 */
import fs from 'node:fs';
import path from 'node:path';

type JsonObject = Record<string, unknown>;

export const LANGUAGE_SCHEMA = 'src/language/language.schema.json';
const LANGUAGE_REF = /(?:^|\/)language\.schema\.json#\/\$defs\/(\w+)$/;

export function languageDefs(root: string): JsonObject {
  return (JSON.parse(fs.readFileSync(path.join(root, LANGUAGE_SCHEMA), 'utf8')) as JsonObject).$defs as JsonObject;
}

/** The schema with the language's definitions inside and every `$ref` to them local. */
export function withLanguageDefs(root: string, schema: JsonObject): JsonObject {
  const local = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(local);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        const match = key === '$ref' && typeof value === 'string' ? LANGUAGE_REF.exec(value) : null;
        return [key, match ? `#/$defs/${match[1]}` : local(value)];
      }),
    );
  };
  const own = local(schema) as JsonObject;
  return { ...own, $defs: { ...languageDefs(root), ...((own.$defs as JsonObject) ?? {}) } };
}
