/**
 * The date-effet rules' part of `npm run check` (their shape is the manifest schema's): each rule of
 * a manifest's `dateEffet` names a field of the acte's schema, and each of its plages can be computed
 * (a day X that exists, a FIXE day of the calendar) — the same src/domain/dateEffet.ts the form and
 * the server run, on a contract that has begun and not ended.
 */
import fs from 'node:fs';
import path from 'node:path';

import { computeDateEffet } from '../src/domain/dateEffet';
import { dateEffetRulesOf } from '../src/language/acteManifest';
import type { ActeManifest } from '../src/generated/acteManifest';
import { acteFiles } from './build/generate';
import { contentsOf, unlessPassed } from './checkCache';
import { didYouMean } from './checkDidYouMean';
import { pointerSegment, problemAt } from './problemLocation';

export function checkDateEffetRules(root: string, actes: readonly string[]): string[] {
  const withRules = actes.filter((acte) => {
    const file = path.join(root, 'schemas/actes', acte, `${acte}.acte.json`);
    return fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes('"dateEffet"');
  });
  const files = withRules.flatMap((acte) => [path.join(root, 'schemas/actes', acte, `${acte}.acte.json`), acteFiles(root, acte).schema]);
  return unlessPassed('date-effet', contentsOf(root, files), () => withRules.flatMap((acte) => acteRuleProblems(root, acte)));
}

function acteRuleProblems(root: string, acte: string): string[] {
  const file = path.join(root, 'schemas/actes', acte, `${acte}.acte.json`);
  let manifest: ActeManifest;
  let schema: { properties?: Record<string, unknown> };
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as ActeManifest;
    schema = JSON.parse(fs.readFileSync(acteFiles(root, acte).schema, 'utf8')) as typeof schema;
  } catch {
    return []; // a syntax error is reported by the manifest and acte checks
  }
  const problems: string[] = [];
  const fields = Object.keys(schema.properties ?? {});
  const today = new Date();
  // Every contrainte applies (its condition taken as true): each one must compute.
  const context = { today, dateDebutContrat: '2000-01-01', donnees: {}, evaluateCondition: () => true };
  for (const [champ, rule] of Object.entries(dateEffetRulesOf(manifest))) {
    const where = `/dateEffet/${pointerSegment(champ)}`;
    if (!fields.includes(champ)) {
      problems.push(problemAt(root, file, where, `le champ « ${champ} » n'existe pas dans le schéma de l'acte${didYouMean(champ, fields)}`));
      continue;
    }
    let result;
    try {
      result = computeDateEffet(rule, context);
    } catch (error) {
      problems.push(problemAt(root, file, where, `règle incalculable : ${(error as Error).message}`));
      continue;
    }
    for (const missing of result.unavailable.filter((plage) => plage.reason === 'invalidRule')) {
      problems.push(problemAt(root, file, `${where}/plages/${missing.plageIndex}`, `la plage « ${missing.libelle} » ne peut pas être calculée (jour X, JJ/MM ou date FIXE impossible)`));
    }
  }
  return problems;
}
