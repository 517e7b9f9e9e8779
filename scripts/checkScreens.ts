/**
 * The screen files' part of `npm run check`: every screens/**\/*.screen.json matches
 * screens/screen.schema.json, routes are unique, every form block names an existing acte, and a
 * table's phone cards (`cards`) name only columns of that table.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import localizeAjvFr from 'ajv-i18n/localize/fr';
import { problemAt, readJsonFile } from './problemLocation';
import { contentsOf, unlessPassed } from './checkCache';
import { oldScreenSyntax, oldValueSyntax } from './checkFileLanguage';
import { namesValues } from '../src/language/values';

type Screen = { route?: string; blocks?: { type?: string; acte?: string }[] };

function listScreenFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listScreenFiles(full);
    return entry.name.endsWith('.screen.json') ? [full] : [];
  });
}

/**
 * One French line per error, naming the file, the line and the JSON path:
 * « screens/member/accueil.screen.json ligne 9 /blocks/2/type : type de bloc inconnu « tabel » ».
 */
export function screenErrorMessages(root: string, file: string, errors: ErrorObject[]): string[] {
  const lines = errors.map((error) => {
    if (error.keyword === 'discriminator') {
      const { tag, tagValue } = error.params as { tag: string; tagValue: unknown };
      const known = tag === 'type' ? 'type de bloc' : `valeur de « ${tag} »`;
      return problemAt(root, file, `${error.instancePath}/${tag}`, `${known} inconnu${tag === 'type' ? '' : 'e'} « ${String(tagValue)} »`);
    }
    if (error.keyword === 'additionalProperties') {
      const name = (error.params as { additionalProperty: string }).additionalProperty;
      return problemAt(root, file, `${error.instancePath}/${name}`, `propriété inconnue « ${name} »`);
    }
    localizeAjvFr([error]);
    return problemAt(root, file, error.instancePath, error.message ?? '');
  });
  return [...new Set(lines)];
}

export function checkScreens(root: string, actes: string[]): { problems: string[]; count: number } {
  const screensDir = path.join(root, 'screens');
  const files = listScreenFiles(screensDir).sort();
  // Compiling the screen format takes a few hundred milliseconds: skipped when these files passed already.
  const inputs = [actes.join('\n'), ...contentsOf(root, [path.join(screensDir, 'screen.schema.json'), path.join(root, 'scripts/checkFileLanguage.ts'), ...files])];
  return { problems: unlessPassed('screens', inputs, () => screenProblems(root, actes, files)), count: files.length };
}

function screenProblems(root: string, actes: string[], files: string[]): string[] {
  const problems: string[] = [];
  const screensDir = path.join(root, 'screens');
  const schema = JSON.parse(fs.readFileSync(path.join(screensDir, 'screen.schema.json'), 'utf8')) as object;
  const validate = new Ajv({ allErrors: true, strict: false, discriminator: true }).compile(schema);
  const routes = new Map<string, string>();
  for (const file of files) {
    const where = path.relative(root, file);
    const read = readJsonFile(root, file);
    if ('problem' in read) {
      problems.push(read.problem);
      continue;
    }
    const screen = read.value as Screen;
    const old = oldScreenSyntax(read.value as never);
    if (old.length) {
      for (const problem of old) problems.push(problemAt(root, file, problem.pointer, problem.message));
      continue;
    }
    if (!validate(screen)) {
      problems.push(...screenErrorMessages(root, file, validate.errors ?? []));
      continue;
    }
    const route = screen.route ?? '';
    if (routes.has(route)) problems.push(problemAt(root, file, '/route', `la route « ${route} » est déjà déclarée par ${routes.get(route)}`));
    routes.set(route, where);
    for (const [index, block] of (screen.blocks ?? []).entries()) {
      // An acte named by a value of the scope ('{read.demande.acte}') is only known when the screen runs.
      if (block.type === 'form' && block.acte && !namesValues(block.acte) && !actes.includes(block.acte)) {
        problems.push(problemAt(root, file, `/blocks/${index}/acte`, `acte inconnu « ${block.acte} » (aucun dossier schemas/actes/${block.acte})`));
      }
    }
    for (const problem of tableCardsProblems(screen, '')) problems.push(problemAt(root, file, problem.pointer, problem.message));
  }
  return problems;
}

type TableLike = { type?: unknown; columns?: { key: string }[]; cards?: { title: string; fields?: string[] } };

/** Every table of the file, at any depth (a dialog's, a row's): its cards' keys must be keys of its columns. */
export function tableCardsProblems(node: unknown, pointer: string): { pointer: string; message: string }[] {
  if (node === null || typeof node !== 'object') return [];
  const problems = Object.entries(node).flatMap(([key, value]) => tableCardsProblems(value, `${pointer}/${key}`));
  const table = node as TableLike;
  if (table.type !== 'table' || !table.cards || !Array.isArray(table.columns)) return problems;
  const keys = table.columns.map((column) => column.key);
  const unknown = (key: string) => `aucune colonne de ce tableau n'a la clé « ${key} » (colonnes : ${keys.join(', ')})`;
  if (!keys.includes(table.cards.title)) problems.push({ pointer: `${pointer}/cards/title`, message: unknown(table.cards.title) });
  (table.cards.fields ?? []).forEach((key, index) => {
    if (!keys.includes(key)) problems.push({ pointer: `${pointer}/cards/fields/${index}`, message: unknown(key) });
    else if (key === table.cards?.title) problems.push({ pointer: `${pointer}/cards/fields/${index}`, message: `« ${key} » est déjà le titre de la carte` });
  });
  return problems;
}

/**
 * `ui:contextual` rules of the acte UI schemas speak the same condition language as screens:
 * each `when` must match screen.schema.json's $defs/when.
 */
export function checkContextualUi(root: string, actes: string[]): string[] {
  const uiFiles = actes.map((acte) => path.join(root, 'schemas/actes', acte, `${acte}.ui.json`));
  const inputs = contentsOf(root, [path.join(root, 'screens', 'screen.schema.json'), path.join(root, 'scripts/checkFileLanguage.ts'), ...uiFiles]);
  return unlessPassed('contextual-ui', inputs, () => contextualUiProblems(root, actes));
}

function contextualUiProblems(root: string, actes: string[]): string[] {
  const schema = JSON.parse(fs.readFileSync(path.join(root, 'screens', 'screen.schema.json'), 'utf8')) as { $id: string };
  const ajv = new Ajv({ allErrors: true, strict: false, discriminator: true }).addSchema(schema);
  const validate = ajv.compile({ $ref: `${schema.$id}#/$defs/when` });
  const problems: string[] = [];
  const walk = (node: unknown, pointer: string, file: string): void => {
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const here = `${pointer}/${key}`;
      if (key === 'ui:contextual' && Array.isArray(value)) {
        value.forEach((rule: { when?: unknown }, index) => {
          if (!validate(rule?.when)) problems.push(...screenErrorMessages(root, file, (validate.errors ?? []).map((e) => ({ ...e, instancePath: `${here}/${index}/when${e.instancePath}` }))));
        });
      } else walk(value, here, file);
    }
  };
  for (const acte of actes) {
    const file = path.join(root, 'schemas/actes', acte, `${acte}.ui.json`);
    const read = fs.existsSync(file) ? readJsonFile(root, file) : undefined;
    if (!read || !('value' in read)) continue; // invalid JSON: reported with the UI schema checks
    for (const problem of oldValueSyntax(read.value as never)) problems.push(problemAt(root, file, problem.pointer, problem.message));
    walk(read.value, '', file);
  }
  return problems;
}
