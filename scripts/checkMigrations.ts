/**
 * The acte migrations' part of `npm run check`: every
 * schemas/actes/<acte>/<acte>.migrations.json matches schemas/actes/acte.migrations.schema.json,
 * its steps go one version at a time (to = from + 1) from 1 up to the manifest's `version`, none
 * twice; an acte whose manifest is past version 1 has the file. Messages in French, with the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ErrorObject } from 'ajv';
import { createAjv } from './build/ajvSetup';
import { errorPath, localizeErrors } from '../src/language/validation/localize';
import type { ActeMigrations } from '../src/domain/acteMigrations';
import { dottedPath } from './migrateFileLanguage';

export function checkMigrations(root: string, actes: string[]): string[] {
  const problems: string[] = [];
  const actesDir = path.join(root, 'schemas/actes');
  const schema = JSON.parse(fs.readFileSync(path.join(actesDir, 'acte.migrations.schema.json'), 'utf8')) as object;
  const validate = createAjv({ strict: false }).compile(schema);
  for (const acte of actes) {
    const manifestFile = path.join(actesDir, acte, `${acte}.acte.json`);
    const file = path.join(actesDir, acte, `${acte}.migrations.json`);
    const where = path.relative(root, file);
    const version = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { version?: unknown }).version : undefined;
    if (!fs.existsSync(file)) {
      if (typeof version === 'number' && version > 1) problems.push(`${where}: fichier manquant — la version ${version} de l'acte demande les étapes de migration depuis la version 1`);
      continue;
    }
    let migrations: ActeMigrations;
    try {
      migrations = JSON.parse(fs.readFileSync(file, 'utf8')) as ActeMigrations;
    } catch (error) {
      problems.push(`${where}: JSON invalide : ${(error as Error).message}`);
      continue;
    }
    const pointers = JSON.stringify(migrations).match(/"(?:from|to|path)":"\/[^"]*"/g) ?? [];
    if (pointers.length) {
      for (const found of pointers) {
        const pointer = found.slice(found.indexOf(':"') + 2, -1);
        problems.push(`${where}: « ${pointer} » est un pointeur JSON : les chemins s'écrivent à points, comme dans les références de valeurs (« ${dottedPath(pointer)} ») (npx tsx scripts/migrateFileLanguage.ts réécrit les fichiers)`);
      }
      continue;
    }
    if (!validate(migrations)) {
      const errors = [...((validate.errors ?? []) as ErrorObject[])];
      localizeErrors(errors);
      for (const error of errors) problems.push(`${where}: ${errorPath(error) || '/'} ${error.message}`);
      continue;
    }
    const seen = new Set<number>();
    for (const [index, step] of migrations.steps.entries()) {
      if (step.to !== step.from + 1) problems.push(`${where}: /steps/${index} va de la version ${step.from} à ${step.to} : une étape passe à la version suivante (to = from + 1)`);
      if (seen.has(step.from)) problems.push(`${where}: /steps/${index} : deux étapes partent de la version ${step.from}`);
      seen.add(step.from);
    }
    if (typeof version !== 'number') continue;
    for (let from = 1; from < version; from++) {
      if (!seen.has(from)) problems.push(`${where}: l'étape de la version ${from} à la version ${from + 1} manque (le manifeste est en version ${version})`);
    }
    for (const step of migrations.steps) {
      if (step.to > version) problems.push(`${where}: une étape arrive à la version ${step.to}, au-delà de la version ${version} du manifeste`);
    }
  }
  return problems;
}
