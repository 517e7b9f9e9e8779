/**
 * The acte files' part of `npm run check`: the common schemas compile with the portal's Ajv; each
 * acte folder has its schema, UI schema and sample; the schema bundles ($ref resolve) and compiles;
 * the UI schema names only fields of the schema (ui:order included) and registered widgets; the
 * sample is valid against its own schema. Every problem names its file, line and JSON pointer.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { ErrorObject } from 'ajv';

import { createAjv } from './build/ajvSetup';
import { acteFiles, bundleSchema, typeSchemaOf } from './build/generate';
import { errorPath, localizeErrors } from '../src/language/validation/localize';
import { contentsOf, unlessPassed } from './checkCache';
import { unknownWidgetProblems } from './checkWidgets';
import { pointerSegment, problemAt, readJsonFile } from './problemLocation';
import { schemaCompileProblem } from './checkSchemaKeywords';
import { didYouMean } from './checkDidYouMean';
import { SAMPLE_SCHEMA_KEY, sampleData, sampleSchemaRef } from '../src/domain/acteSample';

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

export function checkCommonSchemas(root: string): string[] {
  const dir = path.join(root, 'schemas/common');
  if (!fs.existsSync(dir)) return [];
  const names = fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  const inputs = contentsOf(root, names.map((name) => path.join(dir, name)));
  return unlessPassed('common', inputs, () => {
    const out: string[] = [];
    const ajv = createAjv();
    for (const name of names) {
      const schema = readJsonFile(root, path.join(dir, name));
      if ('problem' in schema) out.push(schema.problem);
      else {
        try {
          ajv.addSchema(schema.value as Obj, name);
        } catch (error) {
          out.push(schemaCompileProblem(root, path.join(dir, name), error as Error, ajv));
        }
      }
    }
    for (const name of names) {
      try {
        ajv.getSchema(name);
      } catch (error) {
        out.push(schemaCompileProblem(root, path.join(dir, name), error as Error, ajv));
      }
    }
    return out;
  });
}

/** Checks ui keys (and ui:order) against the properties a schema node may have; `pointer` is where `ui` sits in its file. */
function checkUi(root: string, ui: unknown, schema: Obj, file: string, out: string[], pointer = ''): void {
  if (!isObj(ui)) return;
  const flat = typeSchemaOf(schema as never, { keepContext: true }) as { properties: Obj };
  const properties = flat.properties;
  for (const [key, value] of Object.entries(ui)) {
    if (key === 'ui:order' && Array.isArray(value)) {
      value.forEach((name, index) => {
        if (name !== '*' && !(name in properties)) out.push(problemAt(root, file, `${pointer}/ui:order/${index}`, `ui:order nomme « ${name} », absent du schéma${didYouMean(String(name), Object.keys(properties))}`));
      });
    }
    if (key.startsWith('ui:') || key === 'items' || key === '$schema') continue;
    const here = `${pointer}/${pointerSegment(key)}`;
    if (!(key in properties)) {
      out.push(problemAt(root, file, here, `le champ « ${key} » n'existe pas dans le schéma${didYouMean(key, Object.keys(properties))}`));
      continue;
    }
    const child = properties[key];
    if (!isObj(child)) continue;
    if (isObj(child.properties) || child.allOf) checkUi(root, value, child, file, out, here);
    if (isObj(value) && isObj(value.items) && isObj(child.items)) checkUi(root, value.items, child.items, file, out, `${here}/items`);
  }
}

/** A bundling error (bad $ref) placed on the first `$ref` of the schema that its message names. */
function bundleProblem(root: string, schemaFile: string, message: string): string {
  const text = message.replace(/^\S+?: /, '').replaceAll(`${root}/`, '');
  const refs: [string, string][] = [];
  const walk = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${pointer}/${index}`));
    else if (isObj(node)) for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.push([`${pointer}/$ref`, value]);
      else walk(value, `${pointer}/${pointerSegment(key)}`);
    }
  };
  const schema = readJsonFile(root, schemaFile);
  if ('problem' in schema) return schema.problem;
  walk(schema.value, '');
  const named = refs.find(([, ref]) => {
    const target = ref.split('#')[0];
    return message.includes(ref) || (target !== '' && message.includes(path.resolve(path.dirname(schemaFile), target)));
  });
  return problemAt(root, schemaFile, named?.[0] ?? '', text);
}

/** One acte's files: present, bundling, compiling, UI schema and sample (see acteProblems). */
export function checkActe(root: string, acte: string): string[] {
  const problems: string[] = [];
  const files = acteFiles(root, acte);
  const missing = Object.values(files).filter((file) => !fs.existsSync(file));
  for (const file of missing) problems.push(problemAt(root, file, undefined, 'fichier manquant'));
  if (!fs.existsSync(files.schema)) return problems;
  let bundled;
  try {
    bundled = bundleSchema(files.schema);
  } catch (error) {
    problems.push(bundleProblem(root, files.schema, (error as Error).message));
    return problems;
  }
  // Compiling a schema costs tens of milliseconds: an acte whose schema, UI schema and sample
  // passed as they are now is not checked again.
  const inputs = [JSON.stringify(bundled), ...contentsOf(root, [files.ui, files.sample])];
  problems.push(...unlessPassed('acte', inputs, () => acteProblems(root, files, bundled)));
  return problems;
}

/** The schema compiles with the portal's Ajv, the UI schema names its fields and known widgets, the sample is valid. */
function acteProblems(root: string, files: ReturnType<typeof acteFiles>, bundled: Obj): string[] {
  const out: string[] = [];
  let validate;
  const ajv = createAjv();
  try {
    validate = ajv.compile(bundled);
  } catch (error) {
    return [schemaCompileProblem(root, files.schema, error as Error, ajv)];
  }
  if (fs.existsSync(files.ui)) {
    const ui = readJsonFile(root, files.ui);
    if ('problem' in ui) out.push(ui.problem);
    else {
      checkUi(root, ui.value, bundled, files.ui, out);
      out.push(...unknownWidgetProblems(root, files.ui, ui.value));
    }
  }
  if (fs.existsSync(files.sample)) {
    const sample = readJsonFile(root, files.sample);
    if ('problem' in sample) out.push(sample.problem);
    else {
      out.push(...sampleSchemaProblems(root, files.sample, sample.value));
      // The sample's data: what a member would send, without the editor's `$schema`.
      if (!validate(sampleData(sample.value))) {
        const errors = [...((validate.errors ?? []) as ErrorObject[])];
        localizeErrors(errors);
        for (const error of errors) out.push(problemAt(root, files.sample, errorPath(error), error.message ?? ''));
      }
    }
  }
  return out;
}

/** A sample names its acte's schema in `$schema`, so that an editor completes and validates it against that schema. */
function sampleSchemaProblems(root: string, file: string, sample: unknown): string[] {
  const acte = path.basename(file, '.sample.json');
  const expected = sampleSchemaRef(acte);
  const declared = isObj(sample) ? sample[SAMPLE_SCHEMA_KEY] : undefined;
  if (declared === expected) return [];
  if (declared === undefined) return [problemAt(root, file, '', `« "${SAMPLE_SCHEMA_KEY}": "${expected}" » manquant : l'éditeur ne complète ni ne vérifie cet exemple sans lui`)];
  return [problemAt(root, file, `/${SAMPLE_SCHEMA_KEY}`, `doit être « ${expected} » (le schéma de l'acte, à côté de l'exemple)`)];
}
