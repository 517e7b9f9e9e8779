/**
 * npm run check (then tsc) — fails with the list of problems when:
 * - an acte folder lacks its .schema.json, .ui.json or .sample.json;
 * - a schema (acte or common) is not valid JSON or not a valid JSON Schema for the portal's Ajv
 *   configuration (unknown keyword or format, bad $data…), or a $ref does not resolve;
 * - a .sample.json does not validate against its schema;
 * - a UI schema names a property the schema does not have (ui:order included);
 * - a file of src/generated is stale (regenerated in memory and compared) or left over;
 * - a screen file does not match screens/screen.schema.json, repeats a route, or names an unknown acte;
 * - screens/screen.schema.json or src/generated/screenTypes.ts is stale (assembled from src/engine/blocks/),
 *   or a block folder lacks its index.ts or README.md;
 * - an acte manifest (<acte>.acte.json) does not match schemas/actes/acte.manifest.schema.json (checkManifests.ts);
 * - a contract screen (route contrats…) lacks the « Résilier votre contrat » link, or an acte's
 *   ui:steps names a field its schema lacks (checkCompliance.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

import type { ErrorObject } from 'ajv';

import { createAjv } from '../src/engine/validation/ajvSetup';
import {
  ACTES_DIR,
  acteFiles,
  bundleSchema,
  generateAll,
  GENERATED_DIR,
  listActes,
  readJson,
  SchemaError,
  typeSchemaOf,
} from '../src/engine/validation/generate';
import { errorPath, localizeErrors } from '../src/engine/validation/localize';
import { checkContextualUi, checkScreens } from './checkScreens';
import { checkManifests } from './checkManifests';
import { checkResiliationLinks, checkSteps } from './checkCompliance';
import { checkBlockFolders } from '../src/engine/screenSchema';
import { problemAt, readJsonFile } from './problemLocation';
import { unknownWidgetProblems } from './checkWidgets';
import { contentsOf, digest, recall, remember, unlessPassed } from './checkCache';
import { generatedOutputs, generationInputs } from './generationInputs';

const root = path.resolve(import.meta.dirname, '..');
const problems: string[] = [];
type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkCommonSchemas(): void {
  const dir = path.join(root, 'schemas/common');
  if (!fs.existsSync(dir)) return;
  const names = fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  const inputs = contentsOf(root, names.map((name) => path.join(dir, name)));
  problems.push(...unlessPassed('common', inputs, () => {
    const out: string[] = [];
    const ajv = createAjv();
    for (const name of names) {
      const schema = readJsonFile(root, path.join(dir, name));
      if ('problem' in schema) out.push(schema.problem);
      else {
        try {
          ajv.addSchema(schema.value as Obj, name);
        } catch (error) {
          out.push(problemAt(root, path.join(dir, name), '', (error as Error).message));
        }
      }
    }
    for (const name of names) {
      try {
        ajv.getSchema(name);
      } catch (error) {
        out.push(problemAt(root, path.join(dir, name), '', `schéma invalide : ${(error as Error).message}`));
      }
    }
    return out;
  }));
}

/** Checks ui keys (and ui:order) against the properties a schema node may have; `pointer` is where `ui` sits in its file. */
function checkUi(ui: unknown, schema: Obj, file: string, out: string[], pointer = ''): void {
  if (!isObj(ui)) return;
  const flat = typeSchemaOf(schema as never, { keepContext: true }) as { properties: Obj };
  const properties = flat.properties;
  for (const [key, value] of Object.entries(ui)) {
    if (key === 'ui:order' && Array.isArray(value)) {
      value.forEach((name, index) => {
        if (name !== '*' && !(name in properties)) out.push(problemAt(root, file, `${pointer}/ui:order/${index}`, `ui:order nomme « ${name} », absent du schéma`));
      });
    }
    if (key.startsWith('ui:') || key === 'items') continue;
    const here = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (!(key in properties)) {
      out.push(problemAt(root, file, here, `le champ « ${key} » n'existe pas dans le schéma`));
      continue;
    }
    const child = properties[key];
    if (!isObj(child)) continue;
    if (isObj(child.properties) || child.allOf) checkUi(value, child, file, out, here);
    if (isObj(value) && isObj(value.items) && isObj(child.items)) checkUi(value.items, child.items, file, out, `${here}/items`);
  }
}

/** A bundling error (bad $ref) placed on the first `$ref` of the schema that its message names. */
function bundleProblem(schemaFile: string, message: string): string {
  const text = message.replace(/^\S+?: /, '').replaceAll(`${root}/`, '');
  const refs: [string, string][] = [];
  const walk = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${pointer}/${index}`));
    else if (isObj(node)) for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.push([`${pointer}/$ref`, value]);
      else walk(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
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

function checkActe(acte: string): void {
  const files = acteFiles(root, acte);
  const missing = Object.values(files).filter((file) => !fs.existsSync(file));
  for (const file of missing) problems.push(problemAt(root, file, undefined, 'fichier manquant'));
  if (!fs.existsSync(files.schema)) return;
  let bundled;
  try {
    bundled = bundleSchema(files.schema);
  } catch (error) {
    problems.push(bundleProblem(files.schema, (error as Error).message));
    return;
  }
  // Compiling a schema costs tens of milliseconds: an acte whose schema, UI schema and sample
  // passed as they are now is not checked again.
  const inputs = [JSON.stringify(bundled), ...contentsOf(root, [files.ui, files.sample])];
  problems.push(...unlessPassed('acte', inputs, () => acteProblems(files, bundled)));
}

/** The schema compiles with the portal's Ajv, the UI schema names its fields and known widgets, the sample is valid. */
function acteProblems(files: ReturnType<typeof acteFiles>, bundled: Obj): string[] {
  const out: string[] = [];
  let validate;
  try {
    validate = createAjv().compile(bundled);
  } catch (error) {
    return [problemAt(root, files.schema, '', `schéma invalide : ${(error as Error).message}`)];
  }
  if (fs.existsSync(files.ui)) {
    const ui = readJsonFile(root, files.ui);
    if ('problem' in ui) out.push(ui.problem);
    else {
      checkUi(ui.value, bundled, files.ui, out);
      out.push(...unknownWidgetProblems(root, files.ui, ui.value));
    }
  }
  if (fs.existsSync(files.sample)) {
    const sample = readJsonFile(root, files.sample);
    if ('problem' in sample) out.push(sample.problem);
    else if (!validate(sample.value)) {
      const errors = [...((validate.errors ?? []) as ErrorObject[])];
      localizeErrors(errors);
      for (const error of errors) out.push(problemAt(root, files.sample, errorPath(error), error.message ?? ''));
    }
  }
  return out;
}

async function checkGenerated(): Promise<void> {
  // Regenerating everything takes seconds: skipped when gen (or a passing check) already produced
  // exactly these files from exactly these inputs.
  const inputs = generationInputs(root);
  const ownedDirs = ['schemas', 'validators', 'types', 'api'].map((dir) => `${GENERATED_DIR}/${dir}`);
  const known = recall('generated', inputs);
  if (known !== undefined) {
    const { files, outputs } = JSON.parse(known) as { files: string[]; outputs: string };
    if (digest(generatedOutputs(root, files, ownedDirs)) === outputs) return;
  }
  const before = problems.length;
  let expected: Map<string, string>;
  try {
    expected = await generateAll(root);
  } catch (error) {
    if (!(error instanceof SchemaError)) throw error;
    return; // already reported by the schema checks
  }
  for (const [relative, content] of expected) {
    const file = path.join(root, relative);
    if (!fs.existsSync(file)) problems.push(problemAt(root, file, undefined, 'absent — lancez npm run gen'));
    else if (fs.readFileSync(file, 'utf8') !== content) problems.push(problemAt(root, file, undefined, 'périmé — lancez npm run gen'));
  }
  for (const dir of ownedDirs) {
    const absolute = path.join(root, dir);
    if (!fs.existsSync(absolute)) continue;
    for (const name of fs.readdirSync(absolute)) {
      const relative = `${dir}/${name}`;
      if (!expected.has(relative)) problems.push(problemAt(root, path.join(root, relative), undefined, 'ne correspond à aucun schéma — lancez npm run gen'));
    }
  }
  if (problems.length === before) {
    const files = [...expected.keys()].sort();
    remember('generated', inputs, JSON.stringify({ files, outputs: digest(generatedOutputs(root, files, ownedDirs)) }));
  }
}

async function main(): Promise<void> {
  checkCommonSchemas();
  const actes = listActes(root);
  for (const acte of actes) checkActe(acte);
  await checkGenerated();
  const screens = checkScreens(root, actes);
  problems.push(...screens.problems);
  problems.push(...checkContextualUi(root, actes));
  problems.push(...checkManifests(root, actes));
  problems.push(...checkResiliationLinks(root), ...checkSteps(root, actes));
  problems.push(...checkBlockFolders(root));
  if (problems.length) {
    console.error(`check: ${problems.length} problème(s) :\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`check: ${actes.length} actes (${ACTES_DIR}), ${screens.count} écrans et src/generated à jour.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
