/**
 * The acte manifests' part of `npm run check`: every schemas/actes/<acte>/<acte>.acte.json matches
 * schemas/actes/acte.manifest.schema.json and names its own folder; an acte that a screen posts to
 * the generic route (forms/<acte>/form) has a manifest that files it as a demande (else the server
 * answers 404). Messages in French, naming the file and the path.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ErrorObject } from 'ajv';
import { createAjv } from './build/ajvSetup';
import { errorPath, localizeErrors } from '../src/language/validation/localize';
import { problemAt, readJsonFile } from './problemLocation';
import { contentsOf, unlessPassed } from './checkCache';
import { withLanguageDefs, LANGUAGE_SCHEMA } from './build/languageSchema';
import { oldManifestSyntax } from './checkFileLanguage';
import { featureKeysOf } from '../src/language/conditions';
import { isMemberActe } from '../src/language/acteAccess';
import { COMPLIANCE_MESSAGE, isFiledAsDemande, type ActeManifest } from '../src/server/actes/manifests';

const THEME_MISSING = "absent : un acte d'adhérent (son accès admet User ou Beneficiaire) dit sous quel thème de « Mes démarches » il se range (contrat, remboursements, coordonnees, beneficiaires, options ou compte)";

const GENERIC_ENDPOINT = /^\/?(?:api\/)?forms\/([a-z0-9-]+)\/form$/;

function screenFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return screenFiles(full);
    return entry.name.endsWith('.screen.json') ? [full] : [];
  });
}

export function checkManifests(root: string, actes: string[]): string[] {
  const actesDir = path.join(root, 'schemas/actes');
  const manifests = actes.map((acte) => path.join(actesDir, acte, `${acte}.acte.json`));
  const screens = screenFiles(path.join(root, 'screens')).sort();
  const inputs = [actes.join('\n'), ...contentsOf(root, [path.join(actesDir, 'acte.manifest.schema.json'), path.join(root, LANGUAGE_SCHEMA), path.join(root, 'scripts/checkFileLanguage.ts'), ...manifests, ...screens])];
  return unlessPassed('manifests', inputs, () => manifestProblems(root, actes));
}

function manifestProblems(root: string, actes: string[]): string[] {
  const problems: string[] = [];
  const actesDir = path.join(root, 'schemas/actes');
  const schema = JSON.parse(fs.readFileSync(path.join(actesDir, 'acte.manifest.schema.json'), 'utf8')) as Record<string, unknown>;
  const validate = createAjv({ strict: false }).compile(withLanguageDefs(root, schema));
  const valid = new Map<string, ActeManifest>();
  for (const acte of actes) {
    const file = path.join(actesDir, acte, `${acte}.acte.json`);
    if (!fs.existsSync(file)) continue;
    const read = readJsonFile(root, file);
    if ('problem' in read) {
      problems.push(read.problem);
      continue;
    }
    const manifest = read.value as { acte?: unknown };
    const old = oldManifestSyntax(read.value as never);
    if (old.length) {
      for (const problem of old) problems.push(problemAt(root, file, problem.pointer, problem.message));
      continue;
    }
    if (!validate(manifest)) {
      const errors = [...((validate.errors ?? []) as ErrorObject[])];
      localizeErrors(errors);
      for (const error of errors) problems.push(problemAt(root, file, errorPath(error), error.message ?? ''));
      continue;
    }
    if (manifest.acte !== acte) problems.push(problemAt(root, file, '/acte', `vaut « ${String(manifest.acte)} », attendu « ${acte} » (le nom du dossier)`));
    else if ((manifest as ActeManifest).complianceLocked && featureKeysOf((manifest as ActeManifest).access).length) problems.push(problemAt(root, file, '/access', COMPLIANCE_MESSAGE(acte)));
    // « Mes démarches » groups every member acte by its theme: one without a theme would be missing from it.
    else if (isMemberActe(manifest as ActeManifest) && !(manifest as ActeManifest).theme) problems.push(problemAt(root, file, '/theme', THEME_MISSING));
    else valid.set(acte, manifest as ActeManifest);
  }
  const filed = new Set([...valid.values()].filter(isFiledAsDemande).map((manifest) => manifest.acte));
  for (const file of screenFiles(path.join(root, 'screens')).sort()) {
    const read = readJsonFile(root, file);
    if ('problem' in read) continue; // reported by checkScreens
    const screen = read.value as { blocks?: { type?: string; acte?: string; submit?: { endpoint?: string } }[] };
    for (const [index, block] of (screen.blocks ?? []).entries()) {
      const match = block.type === 'form' ? GENERIC_ENDPOINT.exec(block.submit?.endpoint ?? '') : null;
      if (!match || match[1] !== block.acte || filed.has(block.acte)) continue;
      // An acte with its own route at that very address (suppressioncompte) is not sent to the generic one.
      const own = valid.get(block.acte);
      if (own && own.effect !== 'demande' && own.endpoints.some((endpoint) => endpoint.path === `/api/${block.submit?.endpoint}`)) continue;
      const hint = fs.existsSync(path.join(actesDir, block.acte, `${block.acte}.acte.json`)) ? 'son manifeste ne la range pas comme demande' : `manifeste schemas/actes/${block.acte}/${block.acte}.acte.json absent`;
      problems.push(problemAt(root, file, `/blocks/${index}/submit/endpoint`, `l'acte « ${block.acte} » est envoyé à la route générique mais ${hint}`));
    }
  }
  return problems;
}
