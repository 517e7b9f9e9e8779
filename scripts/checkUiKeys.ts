/**
 * The UI schema vocabulary's part of `npm run check`: an acte's <acte>.ui.json must follow
 * schemas/actes/acte.ui.schema.json (the one list of the `ui:` keys, widgets and widget options that
 * editors also complete from). A misspelt key gets the nearest known one (« ui:titel » →
 * « vouliez-vous dire « ui:title » ? »); unknown widgets are checkWidgets.ts's.
 */
import fs from 'node:fs';
import path from 'node:path';

import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';

import { errorPath, localizeErrors } from '../src/language/validation/localize';
import { acteFiles } from './build/generate';
import { contentsOf, unlessPassed } from './checkCache';
import { didYouMean } from './checkDidYouMean';
import { pointerSegment, problemAt, readJsonFile } from './problemLocation';

export const UI_SCHEMA_FILE = 'schemas/actes/acte.ui.schema.json';

const compiled = new Map<string, { validate: ValidateFunction; uiKeys: string[] }>();

function uiSchemaValidator(root: string) {
  const file = path.join(root, UI_SCHEMA_FILE);
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  if (text === undefined) return undefined;
  let entry = compiled.get(text);
  if (!entry) {
    const schema = JSON.parse(text) as { definitions: { node: { properties: Record<string, unknown> } } };
    const validate = new Ajv({ allErrors: true, strict: false, verbose: true }).compile(schema);
    entry = { validate, uiKeys: Object.keys(schema.definitions.node.properties).filter((key) => key.startsWith('ui:')) };
    compiled.set(text, entry);
  }
  return entry;
}

/** Problems of a UI schema against the published vocabulary (unknown `ui:` keys, widget options…). */
export function unknownUiKeyProblems(root: string, file: string, ui: unknown): string[] {
  const checker = uiSchemaValidator(root);
  if (!checker || checker.validate(ui)) return [];
  const problems: string[] = [];
  const errors = [...((checker.validate.errors ?? []) as ErrorObject[])];
  for (const error of errors) {
    if (error.keyword === 'if') continue; // its `then` errors say what is wrong
    if (/\/ui:widget$/.test(error.instancePath)) continue; // checkWidgets.ts names unknown widgets
    if (error.keyword === 'additionalProperties') {
      const key = String((error.params as { additionalProperty: string }).additionalProperty);
      const where = `${error.instancePath}/${pointerSegment(key)}`;
      const inOptions = /\/ui:options$/.test(error.instancePath);
      const known = inOptions ? Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {}) : checker.uiKeys;
      const what = inOptions ? `option « ${key} » inconnue de ce widget` : `clé « ${key} » inconnue des UI schemas`;
      problems.push(problemAt(root, file, where, `${what}${didYouMean(key, known)}`));
      continue;
    }
    localizeErrors([error]);
    problems.push(problemAt(root, file, errorPath(error), error.message ?? ''));
  }
  return [...new Set(problems)];
}

/** Every acte's UI schema against the vocabulary (remembered once they pass, the vocabulary file included). */
export function checkUiVocabulary(root: string, actes: readonly string[]): string[] {
  const files = actes.map((acte) => acteFiles(root, acte).ui).filter((file) => fs.existsSync(file));
  return unlessPassed('ui-vocabulary', contentsOf(root, [path.join(root, UI_SCHEMA_FILE), ...files]), () =>
    files.flatMap((file) => {
      const ui = readJsonFile(root, file);
      return 'value' in ui ? unknownUiKeyProblems(root, file, ui.value) : []; // a syntax error is checkActes.ts's
    }),
  );
}
